/**
 * Docusaurus's ```` ```mdx-code-block ```` fences: their content is MDX to run, not code to
 * show (a page declares a component or imports one in a fence so that other Markdown tools
 * show it as code). Docusaurus unwraps them before MDX parses the file; so does docsite. The
 * fence lines become empty lines instead of disappearing, so every later line keeps its
 * number in messages.
 */
const MDX_CODE_BLOCK = /(^|\r?\n)( *)(`{3,}|~{3,})mdx-code-block[^\S\r\n]*\r?\n(.*?)\r?\n\2\3(?=\r?\n|$)/gs;

/** The source with every `mdx-code-block` fence replaced by its content. */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  return source.replace(MDX_CODE_BLOCK, (_match, begin: string, _indent: string, _fence: string, children: string) => `${begin}\n${children}\n`);
}
