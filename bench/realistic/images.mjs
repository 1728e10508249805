// Small generated SVG figures the pages reference as `/img/figure-N.svg` (boxes and arrows,
// like the diagrams of real documentation), different from one another.
import { int } from './prose.mjs';

function figure(r, number) {
  const boxes = int(r, 2, 5);
  const hue = (number * 47) % 360;
  const parts = [];
  for (let index = 0; index < boxes; index++) {
    const x = 20 + index * 130;
    parts.push(`<rect x="${x}" y="${40 + int(r, 0, 30)}" width="100" height="50" rx="6" fill="hsl(${hue} 60% ${70 + index * 4}%)" stroke="#333"/>`);
    if (index > 0) parts.push(`<path d="M${x - 30} 75h28" stroke="#333" marker-end="url(#arrow)"/>`);
  }
  const width = 40 + boxes * 130;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="140" viewBox="0 0 ${width} 140"><defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="6" refY="3" orient="auto"><path d="M0 0L6 3L0 6z" fill="#333"/></marker></defs>${parts.join('')}</svg>\n`;
}

/** `count` figures as `{ 'img/figure-1.svg': text, … }`. */
export function writeFigures(r, count) {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`img/figure-${index + 1}.svg`, figure(r, index + 1)]));
}
