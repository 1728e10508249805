import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { posixRelative, walkFiles } from '../../../src/collect/walkFiles.js';
import { sentItems, storedItems } from '../../../theme/client/storedItems.js';
import { SiteRequestTable, SiteStorageTable } from '../../../theme/components/SiteStorageTables.js';
import { repoRoot } from '../../helpers/runCli.js';

/**
 * Issue 23: the privacy policy lists exactly what the site stores in the browser. The policy
 * renders `storedItems`; these checks tie that list to every key the client code uses.
 */
const themeDir = path.join(repoRoot, 'theme');
const sources = (await walkFiles(themeDir)).filter((file) => /\.tsx?$/.test(file)).map((file) => ({ file, rel: posixRelative(repoRoot, file), text: readFileSync(file, 'utf8') }));

/** Code that reads or writes Web Storage, directly or through the `storage` wrapper. */
const touchesStorage = /\b(localStorage|sessionStorage)\b|\.(setItem|getItem|removeItem)\(|\bstorage\.(set|get)\(/;
const storageModules = sources.filter(({ text }) => touchesStorage.test(text));
/** The core's key module, and storage code that keeps its own keys (the lazily loaded parts). */
const keyModules = sources.filter(({ rel, text }) => rel === 'theme/client/storageKeys.ts' || (touchesStorage.test(text) && /export const \w*(_KEY|Key)\b/.test(text)));

/** Every key the client code defines, with `*` for the variable part of a keyed family. */
async function definedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const { file } of keyModules) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!/(_KEY|Key)$/.test(name)) continue;
      keys.push(typeof value === 'function' ? String((value as (part: string) => string)('*')) : String(value));
    }
  }
  return keys.sort();
}

describe('what the site stores in the browser', () => {
  it('finds the storage code it checks (the checks below mean something)', () => {
    expect(storageModules.map(({ rel }) => rel)).toEqual(expect.arrayContaining(['theme/client/storage.ts', 'theme/client/search/recent.ts', 'theme/islands/tryIt/credentials.ts']));
  });

  it('never stores under a literal key: every key is a named, exported constant', () => {
    const literal = storageModules.filter(({ text }) => /\.(setItem|getItem|removeItem)\(\s*['"`]|\bstorage\.(set|get)\(\s*['"`]/.test(text)).map(({ rel }) => rel);
    expect(literal).toEqual([]);
    const hidden = storageModules.filter(({ text }) => /^const \w*key\w* = ['"`]/im.test(text)).map(({ rel }) => rel);
    expect(hidden).toEqual([]);
    // Keys come from the module itself or from storageKeys.ts, both of which the list is checked against.
    const borrowed = storageModules.filter(({ text }) => [...text.matchAll(/import \{([^}]*)\} from '([^']+)'/g)].some(([, names, from]) => /\w(_KEY|Key)\b/.test(names!) && !from!.endsWith('/storageKeys'))).map(({ rel }) => rel);
    expect(borrowed).toEqual([]);
  });

  it('has a line in the privacy policy list for every key the client code defines, and none for a key it does not', async () => {
    expect(storedItems.map((item) => item.key).sort()).toEqual(await definedKeys());
  });

  it('is rendered by the privacy policy, key by key, with what the site sends', () => {
    const policy = readFileSync(path.join(repoRoot, 'content/docs/legal/privacy-policy.mdx'), 'utf8');
    expect(policy).toContain('<SiteStorageTable />');
    expect(policy).toContain('<SiteRequestTable />');
    const storage = renderToString(SiteStorageTable({ items: storedItems }));
    for (const item of storedItems) expect(storage).toContain(`<code>${item.key}</code>`);
    const requests = renderToString(SiteRequestTable({ items: sentItems }));
    expect(requests).toContain('try-it panel');
  });

  it('no longer claims the site stores only the theme, the dismissal and the version', () => {
    const policy = readFileSync(path.join(repoRoot, 'content/docs/legal/privacy-policy.mdx'), 'utf8');
    expect(policy).not.toMatch(/stores only/);
    expect(policy).not.toMatch(/nothing is sent to us/);
  });
});
