#!/usr/bin/env node
// Quick syntax check for content authors: compiles each given MDX file and prints OK or file:line:col.
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const source = await readFile(file, 'utf8');
    await compile(source, { remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective], format: file.endsWith('.md') ? 'md' : 'mdx' });
    console.log(`OK ${file}`);
  } catch (error) {
    failed++;
    const place = error.place?.start ?? error.place ?? {};
    console.log(`${file}:${place.line ?? '?'}:${place.column ?? '?'}  ${error.reason ?? error.message}`);
  }
}
process.exit(failed ? 1 : 0);
