import { describe, expect, it } from 'vitest';
import { configSource } from '../../../../src/compat/docusaurus/migrateConfig.js';
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
