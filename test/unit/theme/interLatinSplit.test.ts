import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePointsOf, interLatinParts, unicodeRangeOf } from '../../../src/bundle/interLatinSplit.js';
import { BOTH_PARTS, bundleWithGeneratedFonts } from '../../helpers/generatedFonts.js';

const repo = path.resolve(import.meta.dirname, '../../..');
const inter = path.join(repo, 'node_modules/@fontsource-variable/inter');
const fontsCss = readFileSync(path.join(repo, 'theme/styles/fonts.css'), 'utf8');
const parts = interLatinParts(readFileSync(path.join(inter, 'wght.css'), 'utf8'));

// subset-font's own converter (HarfBuzz reads no woff2); it has no types of its own.
const { convert } = (await import('fontverter' as string)) as { convert: (font: Buffer, to: 'truetype') => Promise<Uint8Array> };

/** The characters a woff2 file maps and its variation axes, as HarfBuzz reads them. */
async function fontFacts(bytes: Uint8Array) {
  const face = new Face(new Blob(await convert(Buffer.from(bytes), 'truetype')));
  return { codePoints: [...face.collectUnicodes()].sort((a, b) => a - b), axes: face.getAxisInfos() };
}

/** The `unicode-range` of the theme's face whose file is `name`. */
function themeRange(name: string): string | undefined {
  const rule = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!).find((body) => body.includes(`docsite-font:${name}.woff2)`));
  return rule && /unicode-range:\s*([^;]+);/.exec(rule)?.[1]!.trim();
}

/** File name → `unicode-range` of each upright `Inter Variable` face in `css`. */
function uprightFaces(css: string): Record<string, string> {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!).filter((body) => /font-family:\s*'Inter Variable';/.test(body) && /font-style:\s*normal/.test(body));
  return Object.fromEntries(faces.map((body) => [/([\w-]+)\.woff2\)/.exec(body)![1]!, /unicode-range:\s*([^;]+);/.exec(body)![1]!.trim()]));
}

describe("Inter's Latin range split in two files (issue 23)", () => {
  it("declares fontsource's upright faces but the Latin one, which the core and the rest replace", () => {
    const { 'inter-latin-wght-normal': latin, ...others } = uprightFaces(readFileSync(path.join(inter, 'wght.css'), 'utf8'));
    expect(latin).toBeDefined();
    expect(uprightFaces(fontsCss)).toEqual({ ...others, 'inter-latin-core-wght-normal': unicodeRangeOf(parts.core), 'inter-latin-rest-wght-normal': unicodeRangeOf(parts.rest) });
  });

  it('declares the core and the rest with ranges that split fontsource\'s Latin face exactly', () => {
    expect(themeRange('inter-latin-core-wght-normal')).toBe(unicodeRangeOf(parts.core));
    expect(themeRange('inter-latin-rest-wght-normal')).toBe(unicodeRangeOf(parts.rest));
    expect(parts.core.filter((point: number) => parts.rest.includes(point))).toEqual([]);
    expect(unicodeRangeOf(codePointsOf('U+0041-0043,U+0045,U+2013-2014'))).toBe('U+0041-0043,U+0045,U+2013-2014');
  });

  it('generates files that together map every character of the package\'s Latin file, each within its range, every weight kept', async () => {
    const { files } = await bundleWithGeneratedFonts(BOTH_PARTS, mkdtempSync(path.join(os.tmpdir(), 'inter-split-')));
    const generated = (name: string) => Object.entries(files).find(([file]) => file.startsWith(`/assets/${name}.`))![1];
    const whole = await fontFacts(readFileSync(path.join(inter, 'files/inter-latin-wght-normal.woff2')));
    const core = await fontFacts(generated('inter-latin-core-wght-normal'));
    const rest = await fontFacts(generated('inter-latin-rest-wght-normal'));
    expect(core.codePoints.filter((point) => !parts.core.includes(point))).toEqual([]);
    expect(rest.codePoints.filter((point) => !parts.rest.includes(point))).toEqual([]);
    // The whole file maps a few more (combining marks), which its face's unicode-range never lets the browser use.
    const latin = new Set([...parts.core, ...parts.rest]);
    expect([...core.codePoints, ...rest.codePoints].sort((a, b) => a - b)).toEqual(whole.codePoints.filter((point) => latin.has(point)));
    // Every printable ASCII character is in the preloaded file.
    for (let point = 0x20; point <= 0x7e; point++) expect(core.codePoints, String.fromCodePoint(point)).toContain(point);
    for (const part of [core, rest]) expect(part.axes).toEqual(whole.axes);
    expect(Object.keys(whole.axes)).toEqual(['wght']);
  });
});
