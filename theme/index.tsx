/**
 * Theme entry, loaded by the render stage: `Root` renders a whole document from
 * `PageProps`; `createMdxComponents` gives MDX pages their components; `finishPage` turns a
 * rendered page into its final HTML as it is written (the sidebar, navbar and footer are
 * spliced in then: see `SharedMarkup`), and
 * `sharedFragments` gives that spliced-in HTML once, for the link check; `assetFiles` the files
 * finished pages load (a long sidebar's whole HTML, see `Sidebar`); `startSite` forgets
 * an earlier build's sidebars and shared markup (dev rebuilds in one process) and takes the
 * site's `baseUrl`, which finished pages give every root-relative URL.
 */
export { Root } from './Root';
export { createMdxComponents } from './mdxComponents';
export { createDocusaurusModules, docusaurusSiteConfig, setPageLocation, takeCollectedLinks, takeLayoutMeta } from './docusaurus/modules';
export { resetTabIds, tabIdsUsed } from './components/Tabs';
/** An admonition type's title in the build's locale, for `:::type` blocks that give none (the render stage fills them in). */
export { admonitionTitle } from './i18n/admonitionStrings';
import { expandSidebars, resetSidebars, sidebarFiles, sidebarTemplates } from './components/Sidebar';
import { expandSharedMarkup, expandStrings, resetSharedMarkup, sharedMarkupTexts } from './components/SharedMarkup';
import { setSiteBase, withSiteBase } from './components/siteBase';
import { setThemeStrings } from './i18n/themeStrings';

export const finishPage = (html: string) => expandStrings(expandSharedMarkup(withSiteBase(html)), expandSidebars);
export const sharedFragments = () => [...sidebarTemplates().map((html) => ({ label: 'the sidebar (every page)', html })), ...sharedMarkupTexts()];
/** Files the finished pages load (a trimmed sidebar's whole HTML), once every page is finished. */
export const assetFiles = () => sidebarFiles().map(({ file, text }) => ({ file, text }));
export function startSite(baseUrl = '/', strings?: Readonly<Record<string, string>>, locale?: string) {
  setSiteBase(baseUrl);
  setThemeStrings(strings, locale);
  resetSidebars();
  resetSharedMarkup();
}
