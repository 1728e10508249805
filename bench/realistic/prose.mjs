// Prose for the corpus: sentences, paragraphs, lists and tables of varied length from the
// lexicon. Nothing here uses `{`, `<` or other characters MDX reads as syntax, so the same
// text is valid Markdown for docsite, MDX v3 for Docusaurus and MDX for Starlight.

export const int = (r, min, max) => min + Math.floor(r() * (max - min + 1));
export const pick = (r, list) => list[Math.floor(r() * list.length)];
export const capitalize = (text) => text[0].toUpperCase() + text.slice(1);

/** A Title Cased phrase of 2–5 words, with content words so titles differ from page to page. */
export function title(r, lexicon) {
  const words = Array.from({ length: int(r, 2, 5) }, (_, index) => (index === 0 || r() < 0.7 ? lexicon.rare(r) : lexicon.word(r)));
  return words.map(capitalize).join(' ');
}

/**
 * One sentence of 4–30 words. `decorate` may turn a word into a link; some words become
 * inline code, bold or italics, as in real documentation.
 */
export function sentence(r, lexicon, decorate = () => null) {
  const length = Math.max(4, Math.round(4 + r() * r() * 26 + r() * 6));
  const words = [];
  for (let index = 0; index < length; index++) {
    const word = lexicon.word(r);
    const roll = r();
    if (roll < 0.012) words.push(`\`${word}${capitalize(lexicon.rare(r))}\``);
    else if (roll < 0.02) words.push(`**${word}**`);
    else if (roll < 0.026) words.push(`_${word}_`);
    else if (roll < 0.034) words.push(decorate(word) ?? word);
    else words.push(word);
    if (index > 2 && index < length - 2 && r() < 0.06) words[words.length - 1] += ',';
  }
  const text = words.join(' ');
  return (text[0] === '`' || text[0] === '*' || text[0] === '_' || text[0] === '[' ? text : capitalize(text)) + (r() < 0.06 ? '?' : '.');
}

export function paragraph(r, lexicon, decorate) {
  return Array.from({ length: int(r, 1, 7) }, () => sentence(r, lexicon, decorate)).join(' ');
}

/** A bulleted or numbered list, sometimes with a nested level. */
export function list(r, lexicon, decorate) {
  const ordered = r() < 0.35;
  const lines = [];
  const items = int(r, 2, 7);
  for (let index = 0; index < items; index++) {
    lines.push(`${ordered ? `${index + 1}.` : '-'} ${sentence(r, lexicon, decorate)}`);
    if (r() < 0.15) for (let sub = int(r, 1, 3); sub > 0; sub--) lines.push(`${ordered ? '   ' : '  '}- ${sentence(r, lexicon)}`);
  }
  return lines.join('\n');
}

const CELL_KINDS = ['word', 'code', 'number', 'type', 'flag'];
const TYPES = ['string', 'number', 'boolean', 'string[]', 'object', 'integer', 'enum', 'Date', 'URL'];

/** A table of 2–5 columns and 2–12 rows: option tables, type tables, comparison tables. */
export function table(r, lexicon) {
  const columns = int(r, 2, 5);
  const kinds = Array.from({ length: columns }, (_, index) => (index === 0 ? 'code' : pick(r, CELL_KINDS)));
  const header = kinds.map(() => capitalize(lexicon.word(r)));
  const cell = (kind) => {
    if (kind === 'code') return `\`${lexicon.rare(r)}${r() < 0.5 ? capitalize(lexicon.rare(r)) : ''}\``;
    if (kind === 'number') return String(int(r, 0, 100000));
    if (kind === 'type') return `\`${pick(r, TYPES)}\``;
    if (kind === 'flag') return pick(r, ['yes', 'no', 'optional', 'required', '—']);
    return Array.from({ length: int(r, 1, 6) }, () => lexicon.word(r)).join(' ');
  };
  const rows = Array.from({ length: int(r, 2, 12) }, () => `| ${kinds.map(cell).join(' | ')} |`);
  return [`| ${header.join(' | ')} |`, `| ${kinds.map((kind) => (kind === 'number' ? '---:' : '---')).join(' | ')} |`, ...rows].join('\n');
}
