import { API_WORDS } from '../compile/openapi/apiWords.js';

/**
 * The English of the API reference's words an operation twin writes (`API_WORDS`, which the
 * theme's `API_STRINGS` shows on the pages). The twin is written off the theme, on the twins'
 * thread; a locale that translates any of them keeps the HTML path (`twinFromData`).
 */
export const OPERATION_WORDS = API_WORDS;

export type OperationWordId = keyof typeof OPERATION_WORDS;

/** A word with its `{name}`s filled in as text (as `localize` does). */
export const word = (id: OperationWordId, values: Readonly<Record<string, string | number>> = {}) =>
  OPERATION_WORDS[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A word split around its `{name}` places: the text between them, and each place's name (as `localizeNodes` fills in elements). */
export function wordParts(id: OperationWordId): Array<{ text: string } | { place: string }> {
  return OPERATION_WORDS[id].split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? { place: part } : { text: part }));
}
