import { pageLocale } from '../i18n/pageStrings';

/**
 * The page's language when its dates are to be written in it; undefined for English (`en`,
 * `en-US`) and a one-language site, which keep the dates docsite has always written.
 */
export function datesLocale(): string | undefined {
  const locale = pageLocale();
  return locale === undefined || locale === 'en' || locale === 'en-US' ? undefined : locale;
}

/**
 * An instant's UTC day in `locale`'s words (`20 mai 2025`), as Docusaurus writes a translated
 * page's dates (`Intl.DateTimeFormat`); English's when `Intl` does not know the locale.
 */
export function localDate(iso: string, locale: string, month: 'long' | 'short'): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, options);
  } catch {
    format = new Intl.DateTimeFormat('en-US', options);
  }
  return format.format(new Date(iso));
}
