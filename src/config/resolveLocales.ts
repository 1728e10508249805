import path from 'node:path';
import { routePathProblem } from '../shared/routePath.js';
import type { I18nConfig, LocaleConfig } from '../types.js';
import type { I18nOptions } from './userConfig.js';

/** Languages written right to left, for a locale whose config names no `direction` and whose `Intl.Locale` does not say. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Where a site keeps its translations, Docusaurus's layout: `i18n/<locale path>/`. */
export const i18nDirOf = (root: string, localePath: string) => path.join(root, 'i18n', localePath);

/**
 * The problems of an `i18n` option the schema cannot see, each naming its field: the default
 * locale must be one of `locales`, `localeConfigs` may only configure listed locales, and
 * locale codes and paths are plain path segments (they become folders of the output).
 */
export function checkI18n(i18n: I18nOptions | undefined): string[] {
  if (!i18n) return [];
  const problems: string[] = [];
  if (i18n.locales.length === 0) problems.push('i18n.locales: expected at least the default locale');
  if (!i18n.locales.includes(i18n.defaultLocale)) problems.push(`i18n.defaultLocale: '${i18n.defaultLocale}' is not one of i18n.locales (${i18n.locales.join(', ')})`);
  i18n.locales.forEach((code, index) => {
    const problem = segmentProblem(code);
    if (problem) problems.push(`i18n.locales[${index}]: ${JSON.stringify(code)} ${problem}`);
    if (i18n.locales.indexOf(code) !== index) problems.push(`i18n.locales[${index}]: '${code}' is listed twice`);
  });
  const paths = new Map<string, string>();
  for (const [code, options] of Object.entries(i18n.localeConfigs ?? {})) {
    if (!i18n.locales.includes(code)) problems.push(`i18n.localeConfigs.${code}: '${code}' is not one of i18n.locales (${i18n.locales.join(', ')})`);
    const problem = options.path === undefined ? undefined : segmentProblem(options.path);
    if (problem) problems.push(`i18n.localeConfigs.${code}.path: ${JSON.stringify(options.path)} ${problem}`);
  }
  for (const code of new Set(i18n.locales)) {
    const own = localePathOf(i18n, code);
    if (paths.has(own)) problems.push(`i18n.localeConfigs.${code}.path: '${own}' is the path of locale '${paths.get(own)}' too`);
    paths.set(own, code);
  }
  return problems;
}

/** Why a locale code or path cannot be one folder of the output, else undefined. */
function segmentProblem(value: string): string | undefined {
  if (value === '' || value.includes('/')) return 'is not one path segment';
  const problem = routePathProblem(value);
  return problem ? `is not a clean path: ${problem}` : undefined;
}

const localePathOf = (i18n: I18nOptions, code: string) => i18n.localeConfigs?.[code]?.path ?? code;

/**
 * Each locale with its defaults, as Docusaurus fills them: the label is the language's own
 * name (`Intl.DisplayNames`), the direction the language's (`Intl.Locale`'s text info), the
 * `htmlLang` and path the code. The default locale is built at the site's base URL, each
 * other at the base with its path. The pass built first is the default locale's.
 */
export function resolveLocales(i18n: I18nOptions, root: string, siteBaseUrl: string): I18nConfig {
  const locales = i18n.locales.map((code): LocaleConfig => {
    const own = i18n.localeConfigs?.[code] ?? {};
    const localePath = own.path ?? code;
    return {
      code,
      label: own.label ?? languageName(code),
      direction: own.direction ?? directionOf(code),
      htmlLang: own.htmlLang ?? code,
      path: localePath,
      baseUrl: code === i18n.defaultLocale ? siteBaseUrl : `${siteBaseUrl}${localePath}/`,
      dir: i18nDirOf(root, localePath),
    };
  });
  return { defaultLocale: i18n.defaultLocale, locales, current: i18n.defaultLocale, strings: {} };
}

/** The language's name in itself (`fr` → `français`, capitalised as Docusaurus shows it: `Français`), else the code. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

function directionOf(code: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(code) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
    if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  } catch {
    // An unknown code: the table below decides.
  }
  return RTL_LANGUAGES.has(code.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
