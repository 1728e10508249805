export { inlineHtml } from '../../../src/shared/inlineHtml';

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
