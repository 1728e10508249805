import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshot, texts } from '../helpers/outputSnapshot.js';
import { editedFixture } from '../helpers/editedFixture.js';

// The incremental-react-page fixture edited between builds; each result is compared with a cold build.
const { site, out, build, coldBuild } = editedFixture('incremental-react-page');
const file = (name: string) => path.join(site, 'content', name);
const replaceIn = (name: string, from: string, to: string) => writeFileSync(file(name), readFileSync(file(name), 'utf8').replace(from, to));

describe('an incremental build of a site with a React page', () => {
  it('keeps the React page when a doc it does not import is edited, and equals a cold build', () => {
    const before = snapshot(out);
    appendFileSync(file('docs/intro.md'), '\nA sentence added to the introduction.\n');
    const result = build();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(out);
    expect(after.get('docs/intro.html')!.text).toContain('A sentence added to the introduction.');
    // The React home page is the previous file (a hard link), not rendered again.
    expect(after.get('index.html')!.ino).toBe(before.get('index.html')!.ino);
    // The font its component's CSS names is written again though nothing rendered it.
    const font = /url\((\/assets\/badge\.[0-9a-f]+\.woff2)\)/.exec(after.get('index.html')!.text)?.[1];
    expect(font).toBeDefined();
    expect(after.has(font!.slice(1))).toBe(true);
    expect(texts(after)).toEqual(coldBuild());
  });

  it('renders it again when a page source it imports changes, also after a build that kept it', () => {
    replaceIn('docs/release.mdx', 'Version one ships today.', 'Version two ships today.');
    const result = build();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(out);
    expect(after.get('index.html')!.text).toContain('Version two ships today.');
    expect(texts(after)).toEqual(coldBuild());
  });

  it('renders it again when a component or a data module it imports changes', () => {
    replaceIn('components/Badge.tsx', '>New<', '>Fresh<');
    replaceIn('_data/team.ts', 'Written by the docs team.', 'Written by the whole team.');
    const result = build();
    expect(result.code, result.output).toBe(0);
    const home = snapshot(out).get('index.html')!.text;
    expect(home).toContain('>Fresh<');
    expect(home).toContain('Written by the whole team.');
    expect(texts(snapshot(out))).toEqual(coldBuild());
  });
});
