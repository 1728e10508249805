/** One way into the docs: who it is for, where to start, and the pages people need first. */
export interface DocPath {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  start: { label: string; href: string };
  links: Array<{ label: string; href: string }>;
  /** A short code sample shown on the card (the developer path). */
  code?: string;
}

/** The two paths: the product docs for people using the assistant, the API docs for developers. */
export function PathCards({ paths }: { paths: DocPath[] }) {
  return (
    <section className="home-section" aria-labelledby="paths-title">
      <div className="home-section-head">
        <p className="home-eyebrow">Documentation</p>
        <h2 id="paths-title">Pick your path</h2>
      </div>
      <div className="path-grid">
        {paths.map((path) => (
          <article key={path.id} className={`path-card path-${path.id}`} aria-labelledby={`path-${path.id}`}>
            <p className="path-eyebrow">{path.eyebrow}</p>
            <h3 id={`path-${path.id}`}>{path.title}</h3>
            <p>{path.text}</p>
            {path.code && <pre className="path-code" tabIndex={0} aria-label="Example request"><code>{path.code}</code></pre>}
            <ul className="path-links">
              {path.links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
            </ul>
            <a className="button button-primary path-start" href={path.start.href}>{path.start.label} <span aria-hidden="true">→</span></a>
          </article>
        ))}
      </div>
    </section>
  );
}
