import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from '../../../src/server/listen.js';
import { sendFile } from '../../../src/server/sendFile.js';
import { ServedFolder } from '../../../src/server/servedFolder.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-send-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sendFile', () => {
  it('ends the connection, and not the process, when the file cannot be read after the headers went out', async () => {
    writeFileSync(path.join(dir, 'gone.js'), 'x'.repeat(100_000));
    const folder = new ServedFolder(dir);
    const server = await listen(
      createServer(async (req, res) => {
        const file = (await folder.open((await folder.current())!, 'gone.js'))!;
        // The read fails as it would for a file whose disk went away: the handle is closed under it.
        if (req.url === '/broken') await file.handle.close();
        sendFile(req, res, { file, type: 'text/javascript', cacheControl: 'no-cache' });
      }),
      { port: 0, host: '127.0.0.1' },
    );
    try {
      await expect(fetch(`${server.url}/broken`).then((response) => response.text())).rejects.toThrow();
      const whole = await fetch(`${server.url}/whole`);
      expect(whole.status).toBe(200);
      expect((await whole.text()).length).toBe(100_000);
    } finally {
      await server.close();
    }
  });
});

describe('ServedFolder', () => {
  it('tells a request whether the folder it started on was swapped for another since', async () => {
    const served = path.join(dir, 'site');
    const folder = new ServedFolder(served);
    rmSync(served, { recursive: true, force: true });
    mkdirSync(served);
    const first = (await folder.current())!;
    expect(await folder.replacedSince(first)).toBe(false);
    mkdirSync(`${served}.next`);
    renameSync(served, `${served}.old`);
    renameSync(`${served}.next`, served);
    expect(await folder.replacedSince(first)).toBe(true);
    expect(await folder.replacedSince((await folder.current())!)).toBe(false);
  });
});
