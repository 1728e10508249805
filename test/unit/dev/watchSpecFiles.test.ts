import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchSpecFiles } from '../../../src/dev/watchSpecFiles.js';
import type { SiteConfig } from '../../../src/types.js';

// A document whose one operation $refs `shared/owner.yaml`, and the watch calls `watchSpecFiles` makes.
function site() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-specwatch-'));
  mkdirSync(path.join(root, 'openapi'));
  mkdirSync(path.join(root, 'shared'));
  const specFile = path.join(root, 'openapi/api.yaml');
  const ownerFile = path.join(root, 'shared/owner.yaml');
  writeFileSync(ownerFile, 'Owner:\n  type: object\n');
  writeFileSync(
    specFile,
    "openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\npaths:\n  /owner:\n    get:\n      operationId: getOwner\n      responses:\n        '200':\n          description: The owner.\n          content:\n            application/json:\n              schema:\n                $ref: '../shared/owner.yaml#/Owner'\n",
  );
  const config = { root, apiReferences: [{ specFile }] } as unknown as SiteConfig;
  const watchCalls: string[][] = [];
  const watch = watchSpecFiles(config, async (files) => void watchCalls.push(files));
  return { root, specFile, ownerFile, watch, watchCalls };
}

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('watchSpecFiles', () => {
  it('watches the files the document reaches, and names none as missed when they are older than the build', async () => {
    const { root, ownerFile, watch, watchCalls } = site();
    roots.push(root);
    const old = new Date(Date.now() - 60_000);
    utimesSync(ownerFile, old, old);
    expect(await watch.refresh(Date.now())).toEqual([]);
    expect(watchCalls).toEqual([[ownerFile]]);
  });

  it('names a newly watched file that changed after the build began: its watch started too late to hear the edit', async () => {
    const { root, ownerFile, watch } = site();
    roots.push(root);
    const buildStart = Date.now() - 10_000;
    expect(await watch.refresh(buildStart)).toEqual([ownerFile]);
  });

  it('reads the document again only after one of its files changed', async () => {
    const { root, specFile, ownerFile, watch, watchCalls } = site();
    roots.push(root);
    await watch.refresh(Date.now());
    const second = path.join(root, 'shared/second.yaml');
    writeFileSync(second, 'Second:\n  type: string\n');
    // A second response that $refs second.yaml.
    const secondResponse = "\n        '404':\n          description: None.\n          content:\n            application/json:\n              schema:\n                $ref: '../shared/second.yaml#/Second'";
    writeFileSync(specFile, readFileSync(specFile, 'utf8').replace("'../shared/owner.yaml#/Owner'", `'../shared/owner.yaml#/Owner'${secondResponse}`));
    // Not read again until a file of the document changes.
    expect(await watch.refresh(Date.now() + 60_000)).toEqual([]);
    expect(watchCalls).toEqual([[ownerFile]]);
    watch.changed(specFile);
    expect(await watch.refresh(Date.now() + 60_000)).toEqual([]);
    expect(watchCalls).toEqual([[ownerFile], [second]]);
  });
});
