import type { ReactNode } from 'react';

/** `<Admonition type="tip" title="…">` — the component form of `:::tip`. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  return (
    <aside className={`admonition admonition-${type}`} data-admonition={type}>
      <p className="admonition-title">{title ?? type[0]!.toUpperCase() + type.slice(1)}</p>
      {children}
    </aside>
  );
}
