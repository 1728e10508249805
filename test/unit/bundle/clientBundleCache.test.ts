import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../../../src/bundle/bundleClient.js';
import { clientBundleKey, readClientBundle, writeClientBundle } from '../../../src/bundle/clientBundleCache.js';
import type { BuildContext } from '../../../src/types.js';

// The client bundle is reused from .docsite-cache only while esbuild's inputs are unchanged.

const bundle = () => ({ files: new Map([['assets/main.abc.js', new TextEncoder().encode('console.log(1)')]]), css: ['/assets/styles.x.css'], js: ['/assets/main.abc.js'], fonts: [] });

function folderWithInput() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-bundle-'));
  writeFileSync(path.join(dir, 'main.ts'), 'console.log(1);\n');
  return { dir, cache: path.join(dir, '.docsite-cache/client-bundle.json'), metafile: { inputs: { 'main.ts': { bytes: 16, imports: [] } }, outputs: {} } };
}

describe('client bundle cache', () => {
  it('gives the stored bundle back while the key and every input are the same', async () => {
    const { dir, cache, metafile } = folderWithInput();
    const key = clientBundleKey('0.28.2', { minify: true }, dir);
    await writeClientBundle(cache, key, metafile, dir, bundle());
    expect(await readClientBundle(cache, key)).toEqual(bundle());
  });

  it('misses when an input changed, when the key differs, and when nothing was stored', async () => {
    const { dir, cache, metafile } = folderWithInput();
    const key = clientBundleKey('0.28.2', { minify: true }, dir);
    expect(await readClientBundle(cache, key)).toBeUndefined();
    await writeClientBundle(cache, key, metafile, dir, bundle());
    expect(await readClientBundle(cache, clientBundleKey('0.28.2', { minify: false }, dir))).toBeUndefined();
    expect(await readClientBundle(cache, clientBundleKey('0.28.2', { minify: true }, '/elsewhere'))).toBeUndefined();
    writeFileSync(path.join(dir, 'main.ts'), 'console.log(2);\n');
    expect(await readClientBundle(cache, key)).toBeUndefined();
  });

  it('stores nothing when an input is a plugin module, which it could not check', async () => {
    const { dir, cache, metafile } = folderWithInput();
    const key = clientBundleKey('0.28.2', {}, dir);
    await writeClientBundle(cache, key, { ...metafile, inputs: { ...metafile.inputs, 'docsite-site-css:docsite:site-styles': { bytes: 1, imports: [] } } }, dir, bundle());
    expect(await readClientBundle(cache, key)).toBeUndefined();
  });
});

describe('bundleClient', () => {
  it('reuses the cached bundle until a theme file changes', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'client-bundle-site-'));
    const themeDir = path.join(root, 'theme');
    mkdirSync(path.join(themeDir, 'client'), { recursive: true });
    mkdirSync(path.join(themeDir, 'styles'), { recursive: true });
    writeFileSync(path.join(themeDir, 'client/main.ts'), 'document.title = "one";\n');
    writeFileSync(path.join(themeDir, 'styles/main.css'), 'body { color: red; }\n');
    const ctx = { config: { root, themeDir, customCss: [] }, diagnostics: [] } as unknown as BuildContext;
    const first = await bundleClient(ctx);
    const cacheFile = path.join(root, '.docsite-cache/client-bundle.json');
    // Mark the stored script, so that a bundle read from the cache shows it.
    const stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as { files: Array<[string, string]> };
    const script = stored.files.find(([file]) => file === first.js[0]!.slice(1))!;
    script[1] = Buffer.from('/* from the cache */').toString('base64');
    writeFileSync(cacheFile, JSON.stringify(stored));
    const second = await bundleClient(ctx);
    expect(new TextDecoder().decode(second.files.get(first.js[0]!.slice(1)))).toBe('/* from the cache */');
    writeFileSync(path.join(themeDir, 'client/main.ts'), 'document.title = "two";\n');
    const third = await bundleClient(ctx);
    expect(new TextDecoder().decode(third.files.get(third.js[0]!.slice(1)))).toContain('"two"');
  });
});
