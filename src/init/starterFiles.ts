import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../shared/packageRoot.js';

/** One file of the starter site: where it comes from in docsite and where it goes in the new site. */
export interface StarterFile {
  /** Absolute path of the template in docsite's `starter/` folder. */
  from: string;
  /** Path in the new site, relative to its root, with `/` separators. */
  to: string;
}

/** docsite's starter site, shipped in the package. */
export const starterDir = () => path.join(packageRoot(), 'starter');

/**
 * The starter's files and their names in the new site. npm leaves `.gitignore` files out of
 * packages, so the starter holds it as `gitignore`; the blog post is named after `today`
 * (`YYYY-MM-DD`), as a post's file name carries its date.
 */
export async function listStarterFiles(today: string, dir = starterDir()): Promise<StarterFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const from = path.join(entry.parentPath, entry.name);
      const relative = path.relative(dir, from).split(path.sep).join('/');
      return { from, to: renameStarterFile(relative, today) };
    })
    .sort((a, b) => a.to.localeCompare(b.to));
}

function renameStarterFile(relative: string, today: string): string {
  if (relative === 'gitignore') return '.gitignore';
  if (relative === 'blog/welcome.md') return `blog/${today}-welcome.md`;
  return relative;
}
