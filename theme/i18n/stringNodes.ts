import { createElement, Fragment, type ReactNode } from 'react';
import { localize } from './pageStrings';

/**
 * The string `id` (else `english`) with elements in its `{name}` places: the text around them
 * stays as separate children, as JSX text beside elements would be, so the server's HTML is
 * the same as the JSX it replaces. A `{name}` without a node stays as written.
 */
export function localizeNodes(id: string, english: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const text = localize(id, english);
  const parts = text.split(/\{(\w+)\}/).map((part, at) => (at % 2 === 1 ? (part in nodes ? nodes[part] : `{${part}}`) : part));
  return createElement(Fragment, null, ...parts.filter((part) => part !== ''));
}
