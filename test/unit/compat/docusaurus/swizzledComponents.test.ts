import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { swizzledComponentWarnings } from '../../../../src/compat/docusaurus/swizzledComponents.js';

const root = path.resolve('/site');
const dir = path.join(root, 'src/theme');
const messages = (...files: string[]) => swizzledComponentWarnings(files.map((file) => path.join(dir, file)), root, dir).map((warning) => `${warning.source!.file}  ${warning.message}`);

describe('swizzledComponentWarnings (a Docusaurus site’s src/theme/)', () => {
  it('names each file with its component, folder forms and styles included, and what docsite renders instead; not MDXComponents.js, which is used', () => {
    expect(messages('BlogPostItem/Header/index.tsx', 'MDXComponents.js', 'SearchBar/index.js', 'NavbarItem/ComponentTypes.js', 'CustomCard/index.js', 'TOC/styles.module.css')).toEqual([
      "src/theme/BlogPostItem/Header/index.tsx  swizzled component BlogPostItem/Header is not used: docsite's own blog pages are rendered",
      "src/theme/SearchBar/index.js  swizzled component SearchBar is not used: docsite's own search (Lunr) is used",
      "src/theme/NavbarItem/ComponentTypes.js  swizzled component NavbarItem/ComponentTypes is not used: docsite's own navbar is rendered from themeConfig.navbar",
      "src/theme/CustomCard/index.js  swizzled component CustomCard is not used: docsite renders its own theme; an MDX import of @theme/CustomCard gets docsite's module or a stand-in",
      "src/theme/TOC/styles.module.css  swizzled component TOC is not used: docsite's own table of contents is rendered",
    ]);
  });

  it("names a swizzled theme module (prism-include-languages) as a module, and leaves files that shadow nothing alone: notes, type declarations, helpers in lowercase folders (Ionic's README.md and prism-languages/prism-vue.ts were warned as components)", () => {
    expect(messages('README.md', 'prism-include-languages.ts', 'prism-languages/prism-vue.ts', 'types.d.ts', 'Footer/README.md', 'Footer/index.tsx')).toEqual([
      'src/theme/prism-include-languages.ts  swizzled theme module prism-include-languages is not used: docsite highlights code with shiki, which knows the languages without Prism being given them',
      "src/theme/Footer/index.tsx  swizzled component Footer is not used: docsite's own footer is rendered from themeConfig.footer",
    ]);
  });

  it("names the files a swizzled file imports by a relative path (typescript-eslint's MDXComponents helpers and their CSS modules) in that file's warning, not as components of their own; a swizzled MDXComponents and the files it imports are used, so none is named", () => {
    const sources: Record<string, string> = {
      'MDXComponents/index.tsx': "import MDXComponents from '@theme-original/MDXComponents';\nimport { RuleAttributes } from './RuleAttributes';\nimport { HiddenHeading } from './HiddenHeading';\n",
      'MDXComponents/RuleAttributes.tsx': "import type { FeatureProps } from './Feature';\nimport { Feature } from './Feature';\nimport styles from './RuleAttributes.module.css';\nimport { x } from '../../components/constants';\n",
      'MDXComponents/Feature.tsx': "import styles from './Feature.module.css';\n",
      'MDXComponents/HiddenHeading.tsx': 'export function HiddenHeading() {}\n',
      'Footer/index.js': "import styles from './styles.module.css';\nimport { copy } from '../utils';\n",
    };
    const files = [...Object.keys(sources), 'MDXComponents/RuleAttributes.module.css', 'MDXComponents/Feature.module.css', 'Footer/styles.module.css', 'utils.ts'];
    const readText = (file: string) => sources[path.relative(dir, file).split(path.sep).join('/')];
    const warnings = swizzledComponentWarnings(files.map((file) => path.join(dir, file)), root, dir, readText).map((warning) => `${warning.source!.file}  ${warning.message}`);
    expect(warnings).toEqual([
      "src/theme/Footer/index.js  swizzled component Footer is not used: docsite's own footer is rendered from themeConfig.footer; nor are the files it imports: ./styles.module.css, ../utils.ts",
    ]);
  });
});
