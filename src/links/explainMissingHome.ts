import path from 'node:path';
import type { Diagnostic, SiteConfig } from '../types.js';

const LINK_TO_HOME = /^broken link \/ on .*: no such page$/;

/**
 * A site without a page at `/` (a Docusaurus site whose home page is a React page docsite
 * does not build, or that never had one) broke the navbar's title link on every page, and
 * each page was blamed for it. Those reports become one that says what is missing.
 */
export function explainMissingHome(diagnostics: Diagnostic[], hasHome: boolean, config: SiteConfig): Diagnostic[] {
  if (hasHome) return diagnostics;
  const toHome = diagnostics.filter((diagnostic) => diagnostic.code === 'broken-link' && LINK_TO_HOME.test(diagnostic.message));
  if (toHome.length === 0) return diagnostics;
  const pagesDir = path.relative(config.root, config.pages.dir) || '.';
  const explained: Diagnostic = {
    severity: toHome[0]!.severity,
    code: 'broken-link',
    message: `the site has no home page, and ${toHome.length} link${toHome.length === 1 ? '' : 's'} to / point there (the navbar title links there on every page)`,
    source: { file: path.relative(config.root, config.configFile) },
    hint: `add ${pagesDir}/index.md (or index.tsx), or give a doc the frontmatter slug: /`,
  };
  return [...diagnostics.filter((diagnostic) => !toHome.includes(diagnostic)), explained];
}
