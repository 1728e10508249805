/**
 * The current locale's translations of theme strings, by id, for code that runs on both
 * sides: on the server the build's locale (`setPageStrings`, from its `code.json`), in the
 * browser the page's `<body data-strings>` (a site of several languages puts the translated
 * ones there). No translation means English: the caller's own text.
 */

let serverStrings: Readonly<Record<string, string>> = {};
let serverLocale: string | undefined;
let parsedFrom: string | undefined;
let parsed: Readonly<Record<string, string>> = {};

/** Sets the build's translations (server side; none for English) and its language tag (`htmlLang`; none on a one-language site). */
export function setPageStrings(strings: Readonly<Record<string, string>> = {}, locale?: string) {
  serverStrings = strings;
  serverLocale = locale;
}

/** The current page's language tag: the build's on the server, `<html lang>` in the browser; undefined when unknown. */
export function pageLocale(): string | undefined {
  if (typeof document === 'undefined') return serverLocale;
  return document.documentElement.lang || undefined;
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
  return fillIn(current()[id] ?? english, values);
}

/**
 * A message with plural forms, as Docusaurus's `usePluralForm().selectMessage` reads one:
 * forms separated by `|` in the order of the locale's plural categories (zero, one, two, few,
 * many, other: those `Intl.PluralRules` says the locale has), the form for `count` chosen by
 * the locale's rules; a message of one form serves every count, and a count whose form the
 * message lacks gets its last. Each `{name}` of `values` is filled in.
 */
export function localizePlural(id: string, english: string, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  const forms = (current()[id] ?? english).split('|');
  const text = (forms.length === 1 ? forms[0] : forms[Math.min(pluralIndex(count), forms.length - 1)]) ?? english;
  return fillIn(text, values);
}

/** `text` with each `{name}` of `values` filled in (other braces kept). */
const fillIn = (text: string, values: Readonly<Record<string, string | number>>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Which of the locale's plural categories `count` falls in, as an index in Docusaurus's order (English's rules when the locale is unknown to `Intl`). */
function pluralIndex(count: number): number {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(pageLocale() ?? 'en');
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = PLURAL_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category as Intl.LDMLPluralRule));
  return Math.max(0, categories.indexOf(rules.select(count)));
}

/** Whether `id` has a translation in the current locale. */
export const isTranslated = (id: string) => current()[id] !== undefined;
