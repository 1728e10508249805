import type { ReactNode } from 'react';

/**
 * Plain text from the OpenAPI document with its Markdown code spans (`X-API-Key`) as `<code>`:
 * the only Markdown its short error descriptions use, which would otherwise show as backticks.
 */
export function codeSpans(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
