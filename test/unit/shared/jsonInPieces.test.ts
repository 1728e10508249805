import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonInPieces, writeJsonInPieces } from '../../../src/shared/jsonInPieces.js';

/** A value with what JSON.stringify treats specially at every level. */
const tricky = {
  format: 3,
  skipped: undefined,
  fn: () => 1,
  date: new Date(0),
  map: new Map([[1, 2]]),
  text: 'é "quoted" \n \u2028 \0',
  scopes: {
    '': { pages: [{ id: 'a', entry: { url: '/x', crumbs: [] } }, { entry: { url: '/y', title: undefined } }], terms: ['b', 'a'], postings: [[[1, 2, 3], []], [[4]]] },
    '2': { pages: [], holes: [undefined, () => 1, Symbol('s'), null, NaN, -0, 1e21] },
  },
  list: [[[['deep']]], { nested: { deeper: [undefined] } }],
};

describe('jsonInPieces', () => {
  it('makes JSON.stringify\'s very text, at every depth', () => {
    for (const depth of [0, 1, 2, 3, 4, 8]) {
      const pieces: string[] = [];
      jsonInPieces(tricky, depth, (text) => pieces.push(text), 1);
      expect(pieces.join('')).toBe(JSON.stringify(tricky));
    }
  });

  it('never makes one string of the whole value: pieces stay near the size asked for', () => {
    const state = { format: 1, scopes: { '': { pages: Array.from({ length: 2000 }, (_, at) => ({ id: `page-${at}`, lengths: [[at, 2, 3, 4]] })), postings: Array.from({ length: 2000 }, (_, at) => [[at, 1, 7], []]) } } };
    const whole = JSON.stringify(state);
    const pieces: string[] = [];
    jsonInPieces(state, 4, (text) => pieces.push(text), 4096);
    expect(pieces.join('')).toBe(whole);
    expect(pieces.length).toBeGreaterThan(whole.length / 8192);
    // A piece ends once it holds `piece` characters: at most one page's or term's JSON more.
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(4096 + 64);
  });
});

describe('writeJsonInPieces', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('writes the file JSON.stringify would, as UTF-8, across pieces', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'json-pieces-'));
    const file = path.join(dir, 'state.json');
    const value = { scopes: { '': { terms: Array.from({ length: 300_000 }, (_, at) => `tërm-${at}`) } } };
    writeJsonInPieces(file, value, 4);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(value));
  });
});
