/** `{#custom-id}` at the end of a heading's text, as Docusaurus reads it (`parseMarkdownHeadingId`). */
const HEADING_ID = /\s*\{#([^{}\s]+)\}$/;

/** A heading text's explicit `{#id}`, and the text without it; undefined when it has none. */
export function splitHeadingId(text: string): { text: string; id: string } | undefined {
  const match = HEADING_ID.exec(text);
  return match ? { text: text.slice(0, match.index), id: match[1]! } : undefined;
}

/** `<!-- #id -->`, an HTML comment naming a heading's id, as Docusaurus 3 reads one after the heading's text (other comments name none). */
const HTML_COMMENT_ID = /^<!--\s*#(\S+?)(?:\s[^]*?)?\s*-->$/;

/** The id an HTML comment names, `<!-- #id -->`; undefined for any other HTML. */
export function htmlCommentHeadingId(html: string): string | undefined {
  return HTML_COMMENT_ID.exec(html)?.[1];
}
