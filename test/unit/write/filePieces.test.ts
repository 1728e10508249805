import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { joinPieces, SharedBytes, sizeOf, wholeContents, type FilePieces } from '../../../src/write/filePieces.js';
import { MemoryWriter } from '../../../src/write/writer.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-pieces-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Non-ASCII on both sides of the slice points: two- and three-byte letters and an emoji (a surrogate pair).
const sidebar = { text: '<ul><li><a href="/é">Café</a></li><li><a href="/x">日本語 😀</a></li><li><a href="/z">z</a></li></ul>' };

describe('file pieces', () => {
  it('joins strings and slices of shared texts in order', () => {
    const pieces: FilePieces = ['<body>', { shared: sidebar, start: 0, end: 8 }, '<b>', { shared: sidebar, start: 8, end: sidebar.text.length }, '</body>'];
    expect(joinPieces(pieces)).toBe(`<body>${sidebar.text.slice(0, 8)}<b>${sidebar.text.slice(8)}</body>`);
    expect(wholeContents(pieces)).toBe(joinPieces(pieces));
    expect(wholeContents('plain')).toBe('plain');
    const writer = new MemoryWriter();
    writer.add('index.html', pieces);
    expect(writer.files.get('index.html')).toBe(joinPieces(pieces));
  });

  it('writes a file from UTF-8 slices at the right byte offsets, however the text is cut', () => {
    const shared = new SharedBytes();
    shared.add(0, sidebar.text);
    shared.add(1, 'ascii only');
    const emoji = sidebar.text.indexOf('😀');
    // Every cut between the shared text's characters (never inside the surrogate pair).
    for (let cut = 0; cut <= sidebar.text.length; cut++) {
      if (cut === emoji + 1) continue;
      const file = path.join(root, `cut-${cut}.html`);
      const fd = openSync(file, 'w');
      shared.writeFile(fd, file, ['→', [0, 0, cut], '|', [0, cut, sidebar.text.length], [1, 0, 5]]);
      closeSync(fd);
      expect(readFileSync(file, 'utf8')).toBe(`→${sidebar.text.slice(0, cut)}|${sidebar.text.slice(cut)}ascii`);
    }
    expect(() => shared.slice(7, 0, 1)).toThrow('shared text 7 was never sent');
  });

  it('sizes pieces the same on both sides of the write worker', () => {
    expect(sizeOf(['abc', [0, 10, 14]])).toBe(7);
    expect(sizeOf('abcd')).toBe(4);
    expect(sizeOf(new Uint8Array(3))).toBe(3);
  });
});
