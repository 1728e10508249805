import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { overridableComponents } from '../../../src/render/themeComponents.js';
import { repoRoot } from '../../helpers/runCli.js';
import { themeComponentTable } from '../../helpers/themeComponentTable.js';

const themeDir = path.join(repoRoot, 'theme');

describe('overridableComponents (the theme components a site may replace)', () => {
  it('lists each component and layout file exporting its namesake function, subfolders included, and leaves out machinery, helpers and Root', () => {
    const components = overridableComponents(themeDir);
    expect(components.get('Footer')).toBe(path.join(themeDir, 'components/Footer.tsx'));
    expect(components.get('PostMeta')).toBe(path.join(themeDir, 'components/blog/PostMeta.tsx'));
    expect(components.get('DocLayout')).toBe(path.join(themeDir, 'layouts/DocLayout.tsx'));
    for (const name of ['SharedMarkup', 'IslandProps', 'Root', 'codeSpans', 'FactTables', 'sidebarBranch']) expect(components.has(name), name).toBe(false);
  });

  it("keeps the README's table of overridable components and their props complete (generated from the theme)", () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const start = '<!-- theme-components:start -->\n';
    const table = readme.slice(readme.indexOf(start) + start.length, readme.indexOf('\n<!-- theme-components:end -->'));
    expect(table).toBe(themeComponentTable(themeDir));
  });
});
