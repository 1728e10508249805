import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveOutputPath } from '../../../src/write/outputPath.js';
import { FsWriter, MemoryWriter } from '../../../src/write/writer.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-output-path-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const escaping = ['../x.html', 'docs/../../x.html', '../../../../../../tmp/x.html', '/etc/x.html', '', '.', 'docs/..', 'x\u0000.html'];

describe('resolveOutputPath', () => {
  it('resolves a relative file inside the root', () => {
    expect(resolveOutputPath('/out', 'docs/intro.html')).toBe(path.resolve('/out/docs/intro.html'));
    expect(resolveOutputPath('/out', '..hidden/x.html')).toBe(path.resolve('/out/..hidden/x.html'));
  });

  it.each(escaping)('refuses %j, which is not a file inside the root', (file) => {
    expect(() => resolveOutputPath('/out', file)).toThrow(`refusing to write ${JSON.stringify(file)}: it is not a file inside the output folder`);
  });
});

describe('writers refuse files outside their folder on their own', () => {
  it('FsWriter refuses them and writes nothing outside its temporary folder', async () => {
    const out = path.join(root, 'site', 'build');
    const writer = new FsWriter(out);
    await writer.add('index.html', '<p>ok</p>');
    for (const file of escaping) await expect(writer.add(file, 'escaped')).rejects.toThrow('is not a file inside the output folder');
    expect(writer.paths).toEqual(new Set(['index.html']));
    await writer.commit();
    expect(readdirSync(path.join(root, 'site'))).toEqual(['build']);
    expect(readdirSync(out)).toEqual(['index.html']);
    expect(existsSync(path.join(root, 'x.html'))).toBe(false);
  });

  it('MemoryWriter refuses what FsWriter refuses', () => {
    const writer = new MemoryWriter();
    for (const file of escaping) expect(() => writer.add(file, 'escaped')).toThrow('is not a file inside the output folder');
    expect(writer.files.size).toBe(0);
  });
});
