import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocVersionView } from '../../../src/render/pageProps.js';
import { setThemeStrings } from '../../../theme/i18n/themeStrings';
import { VersionBadge } from '../../../theme/components/VersionBadge';
import { VersionBanner } from '../../../theme/components/VersionBanner';

const version = (banner: DocVersionView['banner']): DocVersionView => ({ name: '1.0', label: '1.0.x', badge: true, banner, noIndex: false, latest: { name: '2.0', label: '2.0', href: '/docs/intro' }, alternates: {} });
const render = (banner: DocVersionView['banner']) => renderToString(createElement(VersionBanner, { version: version(banner), siteTitle: 'Versioned' }));

/** Issue 22: the banner's words are Docusaurus's code.json ids, so a translated page has a translated banner. */
describe('the version banner', () => {
  afterEach(() => setThemeStrings());

  it('says in English what it said before it had ids, the link inside the sentence', () => {
    expect(render('unmaintained')).toContain('<p>This is documentation for Versioned 1.0.x, which is no longer actively maintained.</p>');
    expect(render('unmaintained')).toContain('<p>For up-to-date documentation, see the <a href="/docs/intro" data-version-link="2.0"><b>latest version</b></a> (<!-- -->2.0<!-- -->).</p>');
    expect(render('unreleased')).toContain('<p>This is unreleased documentation for Versioned 1.0.x version.</p>');
  });

  it("takes the locale's translations of Docusaurus's ids: theme.docs.versions.*", () => {
    setThemeStrings({
      'theme.docs.versions.unmaintainedVersionLabel': 'Ceci est la documentation de {siteTitle} {versionLabel}, qui n’est plus maintenue.',
      'theme.docs.versions.unreleasedVersionLabel': 'Documentation non publiée de {siteTitle} {versionLabel}.',
      'theme.docs.versions.latestVersionSuggestionLabel': 'Voyez la {latestVersionLink} ({versionLabel}).',
      'theme.docs.versions.latestVersionLinkLabel': 'dernière version',
    });
    expect(render('unmaintained')).toContain('<p>Ceci est la documentation de Versioned 1.0.x, qui n’est plus maintenue.</p>');
    expect(render('unmaintained')).toContain('<p>Voyez la <a href="/docs/intro" data-version-link="2.0"><b>dernière version</b></a> (<!-- -->2.0<!-- -->).</p>');
    expect(render('unreleased')).toContain('<p>Documentation non publiée de Versioned 1.0.x.</p>');
    expect(render('none')).toBe('');
  });
});

/** Issue 22: the version badge's words are Docusaurus's `theme.docs.versionBadge.label`, the label in its `{versionLabel}` place. */
describe('the version badge', () => {
  afterEach(() => setThemeStrings());
  const badge = () => renderToString(createElement(VersionBadge, { label: '1.0.x' }));

  it('says "Version: " before the label in English, in the prefix narrow screens hide, as before it had an id', () => {
    expect(badge()).toBe('<span class="version-badge" data-docs-version="1.0.x"><span class="version-badge-prefix">Version: </span>1.0.x</span>');
  });

  it("takes the locale's translation of theme.docs.versionBadge.label, words after the label too", () => {
    setThemeStrings({ 'theme.docs.versionBadge.label': 'Version : {versionLabel}' });
    expect(badge()).toBe('<span class="version-badge" data-docs-version="1.0.x"><span class="version-badge-prefix">Version : </span>1.0.x</span>');
    setThemeStrings({ 'theme.docs.versionBadge.label': '{versionLabel} 版' });
    expect(badge()).toBe('<span class="version-badge" data-docs-version="1.0.x">1.0.x<span class="version-badge-prefix"> 版</span></span>');
  });
});
