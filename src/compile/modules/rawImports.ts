/**
 * webpack's inline loader syntax for a file's text, as Docusaurus sites write it to show a source
 * file in a code block: `!!raw-loader!./example.ts` (Docusaurus's "Importing code snippets"; `!!`
 * turns the configured loaders off) and a `?raw` query (a site's `resourceQuery: /raw/` rule of
 * type `asset/source`, as typescript-eslint's). Both give the file's text as the default export.
 */
const RAW_LOADER = /^-?!{0,2}(?:[^!]*\braw-loader\b[^!]*!)+([^!?]+)(?:\?.*)?$/;
const RAW_QUERY = /^-?!{0,2}([^!?]+)\?raw$/;

/** The path a raw import names (`./example.ts` of `!!raw-loader!./example.ts` or `./example.ts?raw`), or undefined for any other import. */
export function rawImportPath(id: string): string | undefined {
  return RAW_LOADER.exec(id)?.[1] ?? RAW_QUERY.exec(id)?.[1];
}
