/**
 * Docusaurus's default number prefix parser: `01-intro.md` is the doc `intro` at position 1,
 * the folder `02-guides` the category `guides` at position 2. Date-like names
 * (`2021-01-31-post`, `1.2`) keep their numbers, as in Docusaurus's `DefaultNumberPrefixParser`.
 */
export function parseNumberPrefix(name: string): { name: string; number?: number } {
  // Docusaurus parses a file's name without its extension: `5.md` is the doc `5`.
  const extension = /\.mdx?$/.exec(name)?.[0] ?? '';
  const stem = name.slice(0, name.length - extension.length);
  if (/^\d+[-_.]\d+/.test(stem)) return { name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(stem);
  return match ? { name: match[2]! + extension, number: Number(match[1]) } : { name };
}

/** A path under the docs folder with every segment's number prefix removed. */
export function stripNumberPrefixes(relPath: string): string {
  return relPath
    .split('/')
    .map((part) => parseNumberPrefix(part).name)
    .join('/');
}
