/**
 * `<Mermaid value="graph TD; A-->B"/>` (`@theme/Mermaid`): a diagram, written as a mermaid
 * fence is (`remarkMermaid`): its source in `<pre class="mermaid">`, inside the mermaid island
 * when the site draws diagrams (`markdown.mermaid`), alone when it does not.
 */
export function Mermaid({ value, drawn }: { value: string; drawn: boolean }) {
  const source = <pre className="mermaid">{value}</pre>;
  return drawn ? <div className="mermaid-diagram" data-island="mermaid">{source}</div> : source;
}
