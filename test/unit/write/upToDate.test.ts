import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { hashInputs } from '../../../src/write/upToDate.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-up-to-date-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('hashInputs', () => {
  it('hashes the static files the build publishes, .well-known/ included', async () => {
    mkdirSync(path.join(root, 'static/.well-known'), { recursive: true });
    const config = validateConfig({ title: 'T', productName: 'P', url: 'https://x.example' }, { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' });
    const wellKnown = path.join(root, 'static/.well-known/security.txt');
    writeFileSync(wellKnown, 'Contact: mailto:a@x.example\n');
    const before = await hashInputs(config);
    expect([...before.files.keys()]).toContain(wellKnown);
    writeFileSync(wellKnown, 'Contact: mailto:b@x.example\n');
    expect((await hashInputs(config)).content).not.toBe(before.content);
  });
});
