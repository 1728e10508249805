import { describe, expect, it } from 'vitest';
import { siteCssPlugin } from '../../../src/bundle/siteCss.js';
import type { BuildContext } from '../../../src/types.js';

describe('siteCssPlugin', () => {
  it('fails naming the config and the stylesheet customCss names but that does not exist', async () => {
    const ctx = { config: { root: '/site', configFile: '/site/docusaurus.config.js', customCss: ['/site/src/css/missing.css'] }, diagnostics: [] } as unknown as BuildContext;
    await expect(siteCssPlugin('/theme/styles/main.css', ctx)).rejects.toMatchObject({ message: 'customCss: stylesheet not found: src/css/missing.css', source: { file: 'docusaurus.config.js' }, field: 'customCss' });
  });
});

describe('siteCssPlugin with Sass stylesheets', () => {
  it('leaves each .scss or .sass file of customCss out with a warning naming it when the site has no sass package, and bundles the rest', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { default: os } = await import('node:os');
    const { default: path } = await import('node:path');
    const root = mkdtempSync(path.join(os.tmpdir(), 'site-css-sass-'));
    for (const name of ['custom.css', 'theme.scss', 'old.sass']) writeFileSync(path.join(root, name), 'body { color: red; }\n');
    const ctx = { config: { root, configFile: path.join(root, 'docusaurus.config.ts'), customCss: ['custom.css', 'theme.scss', 'old.sass'].map((name) => path.join(root, name)) }, diagnostics: [] } as unknown as BuildContext;
    await siteCssPlugin('/theme/styles/main.css', ctx);
    expect(ctx.diagnostics).toEqual(
      ['theme.scss', 'old.sass'].map((name) => ({
        severity: 'warning',
        code: 'unsupported-stylesheet',
        message: `customCss: ${name} is Sass, and the site has no sass package to compile it: left out`,
        source: { file: 'docusaurus.config.ts' },
        hint: 'install sass (npm install --save-dev sass), as docusaurus-plugin-sass needs, or name a .css file in customCss',
      })),
    );
  });
});

describe('siteCssPlugin in a site of several locales', () => {
  it("warns once about the stylesheets, though each locale's pass bundles them (Ionic's Sass custom.scss was named once per locale)", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { default: os } = await import('node:os');
    const { default: path } = await import('node:path');
    const root = mkdtempSync(path.join(os.tmpdir(), 'site-css-locales-'));
    writeFileSync(path.join(root, 'custom.css'), ':root { --ifm-menu-color: red; }\n');
    writeFileSync(path.join(root, 'custom.scss'), 'body { color: red; }\n');
    const config = { root, configFile: path.join(root, 'docusaurus.config.js'), customCss: ['custom.css', 'custom.scss'].map((name) => path.join(root, name)) };
    const ctx = { config, diagnostics: [] } as unknown as BuildContext;
    // Each locale's pass: the build's context (one list of diagnostics) with the locale's config.
    await Promise.all([siteCssPlugin('/theme/styles/main.css', ctx), siteCssPlugin('/theme/styles/main.css', { ...ctx, config: { ...config, baseUrl: '/ja/' } } as unknown as BuildContext)]);
    expect(ctx.diagnostics.map((diagnostic) => `${diagnostic.code}: ${diagnostic.message}`)).toEqual([
      'unsupported-stylesheet: customCss: custom.scss is Sass, and the site has no sass package to compile it: left out',
      "unread-infima-property: --ifm-menu-color is not carried over: docsite's theme reads its own tokens (theme/styles/tokens.css), not Infima's",
    ]);
  });
});
