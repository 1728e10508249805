import type { ReactNode } from 'react';
import { admonitionTitle } from '../i18n/admonitionStrings';

/** `<Admonition type="tip" title="…">` — the component form of `:::tip`. */
export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  return (
    <aside className={`admonition admonition-${type}`} data-admonition={type}>
      <p className="admonition-title">{title ?? admonitionTitle(type)}</p>
      {children}
    </aside>
  );
}
