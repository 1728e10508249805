/** A one-paragraph description as inline HTML (for `<summary>` and table cells), unwrapped from its `<p>`. */
export function inlineHtml(html: string | undefined): string {
  if (!html) return '';
  const trimmed = html.trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(trimmed);
  return single && !single[1]!.includes('<p>') ? single[1]! : trimmed;
}
