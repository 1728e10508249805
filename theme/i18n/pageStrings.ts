/**
 * The current locale's translations of theme strings, by id, for code that runs on both
 * sides: on the server the build's locale (`setPageStrings`, from its `code.json`), in the
 * browser the page's `<body data-strings>` (a site of several languages puts the translated
 * ones there). No translation means English: the caller's own text.
 */

let serverStrings: Readonly<Record<string, string>> = {};
let parsedFrom: string | undefined;
let parsed: Readonly<Record<string, string>> = {};

/** Sets the build's translations (server side; none for English). */
export function setPageStrings(strings: Readonly<Record<string, string>> = {}) {
  serverStrings = strings;
}

function current(): Readonly<Record<string, string>> {
  if (typeof document === 'undefined') return serverStrings;
  // Read again when client navigation brought another page's strings (a change of locale).
  const raw = document.body?.dataset.strings;
  if (raw !== parsedFrom) {
    parsedFrom = raw;
    try {
      parsed = raw ? (JSON.parse(raw) as Record<string, string>) : {};
    } catch {
      parsed = {};
    }
  }
  return parsed;
}

/** The translation of `id`, else `english`, with each `{name}` of `values` filled in. */
export function localize(id: string, english: string, values: Readonly<Record<string, string | number>> = {}): string {
  const text = current()[id] ?? english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Whether `id` has a translation in the current locale. */
export const isTranslated = (id: string) => current()[id] !== undefined;
