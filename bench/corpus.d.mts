// Types for the corpus generator, which tests import to compare markdown engines on the same pages.
export function random(seed: number): () => number;
export function pagePath(i: number): string;
export function writeCorpus(dir: string, count: number, seed?: number): string;
