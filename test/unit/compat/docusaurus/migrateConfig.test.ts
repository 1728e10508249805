import { describe, expect, it } from 'vitest';
import { configSource, withoutPlugins } from '../../../../src/compat/docusaurus/migrateConfig.js';
import type { UserConfig } from '../../../../src/types.js';

describe('configSource', () => {
  it('writes an editUrl function with its source, where JSON alone would drop it', () => {
    const config = {
      title: 'T',
      productName: 'T',
      url: 'https://t.example',
      docs: { editUrl: ({ docPath }: { docPath: string }) => `https://git.example/edit/${docPath}`, showLastUpdateTime: true },
    } as unknown as UserConfig;
    const source = configSource(config, 'docusaurus.config.js');
    expect(source).toContain('    editUrl: ({ docPath }) => `https://git.example/edit/${docPath}`,\n    showLastUpdateTime: true\n');
    expect(source).not.toContain('__docsiteFunction');
  });
});

describe('withoutPlugins', () => {
  it('leaves remark and rehype plugins out of the written config, with a warning for each list', () => {
    function remarkThing() {}
    const config = { title: 'T', productName: 'T', url: 'https://t.example', docs: { path: 'docs', remarkPlugins: [remarkThing] }, pages: { rehypePlugins: [[remarkThing, {}]] } } as unknown as UserConfig;
    const { config: written, dropped } = withoutPlugins(config, 'docusaurus.config.js');
    expect(written.docs).toEqual({ path: 'docs' });
    expect(written.pages).toEqual({});
    expect(dropped.map((warning) => `${warning.source?.file}  ${warning.message}`)).toEqual([
      'docusaurus.config.js  docs.remarkPlugins is not carried over: import the plugins in site.config.ts and list them there',
      'docusaurus.config.js  pages.rehypePlugins is not carried over: import the plugins in site.config.ts and list them there',
    ]);
  });
});
