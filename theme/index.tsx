/**
 * Theme entry, loaded by the render stage: `Root` renders a whole document from
 * `PageProps`; `createMdxComponents` gives MDX pages their components; `finishPage` turns a
 * rendered page into its final HTML as it is written (the sidebar is spliced in then), and
 * `sharedFragments` gives that spliced-in HTML once, for the link check; `startSite` forgets
 * an earlier build's sidebars (dev rebuilds in one process).
 */
export { Root } from './Root';
export { createMdxComponents } from './mdxComponents';
export { resetTabIds, tabIdsUsed } from './components/Tabs';
export { expandSidebars as finishPage, resetSidebars as startSite, sidebarTemplates as sharedFragments } from './components/Sidebar';
