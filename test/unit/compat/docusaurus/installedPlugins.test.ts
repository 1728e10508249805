import { describe, expect, it } from 'vitest';
import { isInstalledPlugin, pluginPackageNames, validatePluginOptions } from '../../../../src/compat/docusaurus/installedPlugins.js';

describe('installed Docusaurus plugins', () => {
  it('tries the packages Docusaurus tries for a short name, in its order', () => {
    expect(pluginPackageNames('sass')).toEqual(['sass', '@docusaurus/plugin-sass', 'docusaurus-plugin-sass']);
    expect(pluginPackageNames('@acme/changelog')).toEqual(['@acme/changelog', '@acme/docusaurus-plugin-changelog']);
    expect(pluginPackageNames('@acme')).toEqual(['@acme/docusaurus-plugin']);
  });

  it('runs a package docsite neither maps itself nor names as unsupported; never a docs, blog, redirects, alias or Sass plugin (they would run twice)', () => {
    expect(isInstalledPlugin(['docusaurus-plugin-changelog', {}])).toBe(true);
    expect(isInstalledPlugin('/site/node_modules/docusaurus-lunr-search/src/index.js')).toBe(true);
    for (const mapped of ['@docusaurus/plugin-content-docs', 'content-blog', 'client-redirects', 'docusaurus-plugin-module-alias', 'sass', '@docusaurus/plugin-pwa', './plugins/local']) expect(isInstalledPlugin([mapped, {}]), mapped).toBe(false);
  });

  it("gives a plugin the options its validateOptions makes with the plugin's schema, with the id kept out of the schema's sight and always set", () => {
    const seen: unknown[] = [];
    const schema = { validate: (value: unknown) => (seen.push(value), { value: { heading: 'Changes', ...(value as object) } }) };
    const validateOptions = ({ validate, options }: { validate: (schema: unknown, options: unknown) => unknown; options: unknown }) => validate(schema, options);
    expect(validatePluginOptions(validateOptions, { release: '3' })).toEqual({ heading: 'Changes', release: '3', id: 'default' });
    expect(validatePluginOptions(validateOptions, { id: 'beta' })).toEqual({ heading: 'Changes', id: 'beta' });
    expect(seen).toEqual([{ release: '3' }, {}]);
    const failing = { validate: () => ({ error: new Error('"release" must be a string'), value: undefined }) };
    expect(() => validatePluginOptions(({ validate, options }: { validate: (schema: unknown, options: unknown) => unknown; options: unknown }) => validate(failing, options), {})).toThrow('"release" must be a string');
    expect(validatePluginOptions(undefined, undefined)).toEqual({ id: 'default' });
  });
});
