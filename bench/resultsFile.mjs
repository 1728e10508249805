// bench/RESULTS.md as a header plus `## ` sections, so a run of only part of the bench
// replaces its own sections and keeps the others from earlier runs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Splits the file into its header (text before the first `## `) and sections by heading. */
export function readResults(file) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const [header, ...parts] = text.split(/^(?=## )/m);
  const sections = new Map(parts.map((part) => [part.slice(0, part.indexOf('\n')).trim(), part.slice(part.indexOf('\n') + 1).trim()]));
  return { header: header.trim(), sections };
}

/**
 * Writes the file: `header` (or the old one when null), then `order`'s headings, each with its
 * new body if `fresh` has one or else the old one, then any other old sections.
 */
export function writeResults(file, { header, fresh, order }) {
  const old = readResults(file);
  const sections = new Map(old.sections);
  for (const [heading, body] of fresh) sections.set(heading, body);
  const headings = [...order.filter((heading) => sections.has(heading)), ...[...sections.keys()].filter((heading) => !order.includes(heading))];
  const text = [header ?? (old.header || '# Benchmark results'), ...headings.map((heading) => `${heading}\n\n${sections.get(heading)}`)].join('\n\n') + '\n';
  writeFileSync(file, text);
  return text;
}
