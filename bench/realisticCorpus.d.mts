// Types for the realistic corpus generator, which its unit test imports.
export interface RealisticManifest {
  pages: number;
  seed: number;
  vocabulary: number;
  mdxPages: number;
  categories: number;
  firstPage: { file: string; route: string };
}
export function generateRealisticCorpus(count: number, seed?: number): { files: Map<string, string>; manifest: RealisticManifest };
export function writeRealisticCorpus(dir: string, count: number, seed?: number): string;
