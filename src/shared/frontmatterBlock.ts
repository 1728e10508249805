/**
 * A YAML frontmatter block as remark-frontmatter (micromark-extension-frontmatter) reads it:
 * `---` on the first line, then lines up to the first line that is `---` again, each fence
 * allowing trailing spaces or tabs. The first closing fence ends it, so an empty block
 * (`---\n---`) never reaches ahead to a later thematic break. Group 1 is the YAML, undefined
 * when the block is empty. The collector, both markdown paths and the Markdown twins share it,
 * so they all agree on where the content starts.
 */
export const FRONTMATTER_BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)??---[ \t]*(?:\r?\n|$)/;
