import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsiteSpecFor, initSite } from '../../../src/init/initSite.js';
import { InitError } from '../../../src/shared/errors.js';

const base = mkdtempSync(path.join(os.tmpdir(), 'docsite-init-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const STARTER = ['.gitignore', 'blog/2026-03-04-welcome.md', 'docs/guides/_category_.json', 'docs/guides/writing-pages.md', 'docs/intro.md', 'pages/index.md', 'site.config.ts', 'static/favicon.svg', 'tsconfig.json'];

describe('initSite', () => {
  it('writes the starter site and a package.json with docsite as its dependency and build, dev and serve scripts into a new folder', async () => {
    const dir = path.join(base, 'My Docs');
    const result = await initSite(dir, { today: '2026-03-04', docsiteSpec: 'file:../docsite' });
    expect(result.files).toEqual(STARTER);
    expect(result.packageJson).toBe('created');
    for (const file of STARTER) expect(existsSync(path.join(dir, file)), file).toBe(true);
    expect(readJson(path.join(dir, 'package.json'))).toEqual({
      name: 'my-docs',
      version: '0.1.0',
      private: true,
      scripts: { build: 'docsite build', dev: 'docsite dev', serve: 'docsite serve' },
      dependencies: { docsite: 'file:../docsite' },
    });
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain("import { defineConfig } from 'docsite';");
  });

  it("adds docsite's scripts to the package.json npm init wrote, keeping its own scripts and docsite dependency", async () => {
    const dir = path.join(base, 'existing');
    mkdirSync(dir);
    const own = { name: 'existing', version: '1.0.0', scripts: { test: 'echo "Error: no test specified" && exit 1', build: 'make site' }, dependencies: { docsite: 'file:../docsite-0.1.0.tgz' } };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(own));
    const result = await initSite(dir, { today: '2026-03-04', docsiteSpec: 'file:../docsite' });
    expect(result.packageJson).toEqual({ addedScripts: ['dev', 'serve'], keptScripts: ['build'], addedDependency: false });
    expect(readJson(path.join(dir, 'package.json'))).toEqual({ ...own, scripts: { ...own.scripts, dev: 'docsite dev', serve: 'docsite serve' } });
  });

  it('writes nothing into a folder that already has a starter file, and names the files', async () => {
    const dir = path.join(base, 'taken');
    mkdirSync(path.join(dir, 'docs'), { recursive: true });
    writeFileSync(path.join(dir, 'site.config.ts'), 'mine');
    writeFileSync(path.join(dir, 'docs/intro.md'), 'mine');
    const error = await initSite(dir, { today: '2026-03-04' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InitError);
    expect((error as InitError).message).toBe(`${dir} already has 2 files of the starter site: docs/intro.md, site.config.ts`);
    expect((error as InitError).hint).toBe('run docsite init in a new or empty folder, e.g. docsite init my-docs');
    expect(readdirSync(dir).sort()).toEqual(['docs', 'site.config.ts']);
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toBe('mine');
  });

  it('stops on a package.json that is not JSON before writing any file', async () => {
    const dir = path.join(base, 'broken-manifest');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'package.json'), '{ "name": ');
    const error = (await initSite(dir).catch((caught: unknown) => caught)) as InitError;
    expect(error.message).toBe('package.json is not valid JSON');
    expect(error.hint).toBe('fix it or remove it, then run docsite init again');
    expect(readdirSync(dir)).toEqual(['package.json']);
  });

  it('depends on the docsite that wrote the site through a relative file: path, never a registry version', () => {
    expect(docsiteSpecFor('/home/me/sites/my-docs', '/home/me/docsite')).toBe('file:../../docsite');
    expect(docsiteSpecFor('/home/me/site/docs', '/home/me/site/node_modules/docsite')).toBe('file:../node_modules/docsite');
  });
});
