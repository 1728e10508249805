/**
 * The language a search index was built in, for the dialog's analyser: lunr-languages'
 * pipeline, loaded on first search of a page in that language. The bundle holds a chunk only
 * for the languages of the site's locales (`DOCSITE_SEARCH_<CODE>`, put in by the client
 * bundler), so an English site's pages load nothing more.
 */
import { lunrLanguage } from '../../../src/search/lunrLanguage';
import { NO_STEMMING, type LunrPlugin, type SearchLanguage } from '../../../src/search/searchLanguage';

declare global {
  /** Whether the site has a locale in any lunr-languages language. */
  const DOCSITE_SEARCH_LUNR_LANGUAGES: boolean;
  /** Whether the site has a locale in this lunr-languages language (esbuild's `define`, see `bundleClient`). */
  const DOCSITE_SEARCH_AR: boolean;
  const DOCSITE_SEARCH_DA: boolean;
  const DOCSITE_SEARCH_DE: boolean;
  const DOCSITE_SEARCH_EL: boolean;
  const DOCSITE_SEARCH_ES: boolean;
  const DOCSITE_SEARCH_FI: boolean;
  const DOCSITE_SEARCH_FR: boolean;
  const DOCSITE_SEARCH_HE: boolean;
  const DOCSITE_SEARCH_HU: boolean;
  const DOCSITE_SEARCH_HY: boolean;
  const DOCSITE_SEARCH_IT: boolean;
  const DOCSITE_SEARCH_NL: boolean;
  const DOCSITE_SEARCH_NO: boolean;
  const DOCSITE_SEARCH_PL: boolean;
  const DOCSITE_SEARCH_PT: boolean;
  const DOCSITE_SEARCH_RO: boolean;
  const DOCSITE_SEARCH_RU: boolean;
  const DOCSITE_SEARCH_SV: boolean;
  const DOCSITE_SEARCH_TR: boolean;
}

type PluginModule = Promise<{ default: LunrPlugin }>;

let support: (() => PluginModule) | undefined;
if (DOCSITE_SEARCH_LUNR_LANGUAGES) support = () => import('lunr-languages/lunr.stemmer.support.js') as PluginModule;
const plugins: Record<string, () => PluginModule> = {};
if (DOCSITE_SEARCH_AR) plugins.ar = () => import('lunr-languages/lunr.ar.js');
if (DOCSITE_SEARCH_DA) plugins.da = () => import('lunr-languages/lunr.da.js');
if (DOCSITE_SEARCH_DE) plugins.de = () => import('lunr-languages/lunr.de.js');
if (DOCSITE_SEARCH_EL) plugins.el = () => import('lunr-languages/lunr.el.js');
if (DOCSITE_SEARCH_ES) plugins.es = () => import('lunr-languages/lunr.es.js');
if (DOCSITE_SEARCH_FI) plugins.fi = () => import('lunr-languages/lunr.fi.js');
if (DOCSITE_SEARCH_FR) plugins.fr = () => import('lunr-languages/lunr.fr.js');
if (DOCSITE_SEARCH_HE) plugins.he = () => import('lunr-languages/lunr.he.js');
if (DOCSITE_SEARCH_HU) plugins.hu = () => import('lunr-languages/lunr.hu.js');
if (DOCSITE_SEARCH_HY) plugins.hy = () => import('lunr-languages/lunr.hy.js');
if (DOCSITE_SEARCH_IT) plugins.it = () => import('lunr-languages/lunr.it.js');
if (DOCSITE_SEARCH_NL) plugins.nl = () => import('lunr-languages/lunr.nl.js');
if (DOCSITE_SEARCH_NO) plugins.no = () => import('lunr-languages/lunr.no.js');
if (DOCSITE_SEARCH_PL) plugins.pl = () => import('lunr-languages/lunr.pl.js');
if (DOCSITE_SEARCH_PT) plugins.pt = () => import('lunr-languages/lunr.pt.js');
if (DOCSITE_SEARCH_RO) plugins.ro = () => import('lunr-languages/lunr.ro.js');
if (DOCSITE_SEARCH_RU) plugins.ru = () => import('lunr-languages/lunr.ru.js');
if (DOCSITE_SEARCH_SV) plugins.sv = () => import('lunr-languages/lunr.sv.js');
if (DOCSITE_SEARCH_TR) plugins.tr = () => import('lunr-languages/lunr.tr.js');

const loaded = new Map<string, Promise<SearchLanguage>>();

/** The language of an index file (`IndexFile.language`): English (undefined) without one, no stemming for `none` or one this site's bundle lacks. */
export function loadSearchLanguage(code: string | undefined): Promise<SearchLanguage | undefined> {
  if (code === undefined) return Promise.resolve(undefined);
  const plugin = plugins[code];
  if (!plugin || !support) return Promise.resolve(NO_STEMMING);
  let language = loaded.get(code);
  if (!language) {
    language = Promise.all([support(), plugin()]).then(([support, module]) => lunrLanguage(code, support.default, module.default));
    loaded.set(code, language);
    language.catch(() => loaded.delete(code));
  }
  return language;
}
