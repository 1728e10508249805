/** `{#custom-id}` at the end of a heading's text, as Docusaurus reads it (`parseMarkdownHeadingId`). */
const HEADING_ID = /\s*\{#([^{}\s]+)\}$/;

/** A heading text's explicit `{#id}`, and the text without it; undefined when it has none. */
export function splitHeadingId(text: string): { text: string; id: string } | undefined {
  const match = HEADING_ID.exec(text);
  return match ? { text: text.slice(0, match.index), id: match[1]! } : undefined;
}
