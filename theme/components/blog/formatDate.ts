import { datesLocale, localDate } from '../localDate';

/**
 * `2025-05-20` → `May 20, 2025` (in the page's language on a translated site, as Docusaurus
 * formats a post's date), in UTC so the build machine's zone never shifts the day.
 */
export function formatDate(iso: string): string {
  const locale = datesLocale();
  if (locale) return localDate(`${iso}T00:00:00Z`, locale, 'long');
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
