import path from 'node:path';
import { posixRelative, walkFiles } from '../../collect/walkFiles.js';
import type { Diagnostic } from '../../types.js';

/**
 * Docusaurus builds `.js` and `.jsx` files in its pages folder as React pages; docsite builds
 * `.tsx`, `.md` and `.mdx` ones. Each such file gets a warning instead of vanishing
 * (`_`-prefixed files and tests are not pages in Docusaurus either).
 */
export async function findUnbuiltPages(pagesDir: string): Promise<Diagnostic[]> {
  const files = await walkFiles(pagesDir);
  return files
    .filter((file) => /\.jsx?$/.test(file) && !/\.test\.jsx?$/.test(file))
    .filter((file) => !posixRelative(pagesDir, file).split('/').some((part) => part.startsWith('_')))
    .map((file) => ({
      severity: 'warning',
      code: 'unsupported-docusaurus-page',
      message: `React page ${path.basename(file)} is not built: docsite builds .tsx, .md and .mdx pages`,
      source: { file: path.relative(process.cwd(), file) },
    }));
}
