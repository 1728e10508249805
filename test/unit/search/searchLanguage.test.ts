import { createRequire } from 'node:module';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import { searchLanguageOf } from '../../../src/search/loadSearchLanguage.js';
import { NO_STEMMING, searchLanguageCode, searchLanguageWarnings } from '../../../src/search/searchLanguage.js';
import { localeConfigOf } from './localeConfigOf.js';
import { engineOf, pagesFound } from './engineOf.js';

const require = createRequire(import.meta.url);
const FRENCH_TEXT = 'Les développeurs installent la documentation et configurent les traductions de leurs pages';

/** Issue 22 part 2: each locale's search is stemmed in its language (lunr-languages), the same in the index and the dialog. */
describe('search languages', () => {
  it('names the language of a locale: its primary subtag, Norwegian for nb, none for a language lunr-languages cannot stem, English as before', () => {
    expect([searchLanguageCode('fr'), searchLanguageCode('fr-CA'), searchLanguageCode('pt-BR'), searchLanguageCode('nb'), searchLanguageCode('ja'), searchLanguageCode('en-GB')]).toEqual(['fr', 'fr', 'pt', 'no', 'none', undefined]);
  });

  it("gives the terms lunr's own French pipeline gives (lunr.fr: stop words, accent folding, stemmer)", () => {
    const french = new Analyzer(searchLanguageOf(localeConfigOf('fr')));
    // lunr with lunr-languages' French, as a site using lunr-languages would index the same words.
    const support = require('lunr-languages/lunr.stemmer.support.js') as (target: typeof lunr) => void;
    const plugin = require('lunr-languages/lunr.fr.js') as (target: typeof lunr) => void;
    support(lunr);
    plugin(lunr);
    const index = lunr(function () {
      this.use((lunr as unknown as { fr: lunr.Builder.Plugin }).fr);
      this.ref('id');
      this.field('body');
      this.add({ id: '1', body: FRENCH_TEXT.toLowerCase() });
    });
    const lunrTerms = Object.keys((index.toJSON() as unknown as { invertedIndex: Array<[string]> }).invertedIndex.reduce((all, [term]) => ({ ...all, [term]: true }), {}));
    expect([...new Set(french.terms(FRENCH_TEXT))].sort()).toEqual(lunrTerms.sort());
    expect(french.terms('les de la')).toEqual([]);
  });

  it('finds a French page by another inflection of its words in a French index, not in an English one', () => {
    const pages = [{ url: '/fr/blog/news', title: 'Nouveautés', sections: [['', 'Nouveautés', 'Nous avons lancé les premières versions aujourd’hui.']] as Array<[string, string, string]> }];
    // lancerons, lancé: one French stem (lanc); Porter's English stems keep them apart.
    expect(pagesFound(engineOf(pages, searchLanguageOf(localeConfigOf('fr'))), 'lancerons')).toEqual(['/fr/blog/news']);
    expect(pagesFound(engineOf(pages), 'lancerons')).toEqual([]);
  });

  it("falls back to no stemming for a language lunr-languages cannot stem, with one warning naming the locale", () => {
    expect(searchLanguageOf(localeConfigOf('ja'))).toBe(NO_STEMMING);
    expect(new Analyzer(NO_STEMMING).terms('running runs')).toEqual(['running', 'runs']);
    expect(searchLanguageWarnings(localeConfigOf('ja'))).toEqual([
      { severity: 'warning', code: 'search-language', message: "locale 'ja': lunr-languages has no stemmer docsite can use for its language, so its search index has no stemming and no stop words" },
    ]);
    expect(searchLanguageWarnings(localeConfigOf('fr'))).toEqual([]);
    expect(searchLanguageOf(localeConfigOf('en'))).toBeUndefined();
  });
});
