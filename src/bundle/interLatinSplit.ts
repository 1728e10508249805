/**
 * How Inter's Latin range is split (`generatedFonts.ts` makes the two files at build time,
 * `theme/styles/fonts.css` declares them): `core` is ASCII and the typographic punctuation
 * English prose and the theme use (its pagination's « », the search dialog's ›, the narrow
 * no-break space), the file every page preloads (29 KB instead of the whole range's 48 KB);
 * `rest` is the remainder of fontsource's Latin range (accented letters, other symbols),
 * fetched only by a page whose text has one of them.
 */
export const INTER_LATIN_CORE = 'U+0000-007E,U+00A0,U+00A9,U+00AB,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+202F';

/** The code points of a CSS `unicode-range` value (`U+0041`, `U+0000-00FF`; no wildcards). */
export function codePointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`unicode-range: cannot read "${part.trim()}"`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point++) points.add(point);
  }
  return points;
}

/** A `unicode-range` value naming exactly `points`, runs of consecutive points as ranges. */
export function unicodeRangeOf(points: Iterable<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** fontsource's Latin range for upright Inter, read from its `wght.css` (`file` names it in the error). */
export function fontsourceLatinRange(wghtCss: string, file = '@fontsource-variable/inter/wght.css'): string {
  const rule = /\/\* inter-latin-wght-normal \*\/\s*@font-face\s*{[^}]*unicode-range:\s*([^;]+);/.exec(wghtCss);
  if (!rule) throw new Error(`${file}: no inter-latin-wght-normal face`);
  return rule[1]!.trim();
}

/** The code points of each part: `core` (within the Latin range) and `rest` (the Latin range without them). */
export function interLatinParts(wghtCss: string, file?: string): { core: number[]; rest: number[] } {
  const latin = codePointsOf(fontsourceLatinRange(wghtCss, file));
  const core = codePointsOf(INTER_LATIN_CORE);
  return { core: [...latin].filter((point) => core.has(point)), rest: [...latin].filter((point) => !core.has(point)) };
}
