import { describe, expect, it } from 'vitest';
import { siteCssPlugin } from '../../../src/bundle/siteCss.js';
import type { BuildContext } from '../../../src/types.js';

describe('siteCssPlugin', () => {
  it('fails naming the config and the stylesheet customCss names but that does not exist', async () => {
    const ctx = { config: { root: '/site', configFile: '/site/docusaurus.config.js', customCss: ['/site/src/css/missing.css'] }, diagnostics: [] } as unknown as BuildContext;
    await expect(siteCssPlugin('/theme/styles/main.css', ctx)).rejects.toMatchObject({ message: 'customCss: stylesheet not found: src/css/missing.css', source: { file: 'docusaurus.config.js' }, field: 'customCss' });
  });
});
