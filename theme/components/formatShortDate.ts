import { datesLocale, localDate } from './localDate';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An ISO instant as its UTC day, `Nov 25, 2026`: spelled out here rather than by `Intl`, so
 * neither the build machine's zone nor its locale data changes English output. A translated
 * page gets its language's short date (`25 nov. 2026`), as Docusaurus writes "last updated".
 */
export function formatShortDate(iso: string): string {
  const locale = datesLocale();
  if (locale) return localDate(iso, locale, 'short');
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
