/** An `<h2>` with the same anchor link markup as Markdown headings. */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id}>
      {children}
      <a className="hash-link" aria-hidden="true" tabIndex={-1} href={`#${id}`}>
        #
      </a>
    </h2>
  );
}

/** A one-paragraph description as inline HTML (for `<summary>` and table cells), unwrapped from its `<p>`. */
export function inlineHtml(html: string | undefined): string {
  if (!html) return '';
  const trimmed = html.trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(trimmed);
  return single && !single[1]!.includes('<p>') ? single[1]! : trimmed;
}
