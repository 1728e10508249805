import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sassLoader } from '../../../src/shared/siteSass.js';
import { repoRoot } from '../../helpers/runCli.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-site-sass-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sassLoader', () => {
  it('gives a Sass error with the file and line Sass names', () => {
    const file = path.join(dir, 'broken.module.scss');
    writeFileSync(file, '.card {\n  padding: $missing;\n}\n');
    // The repository's folder as the site's: its sass (a devDependency) compiles.
    const result = sassLoader(repoRoot)({ path: file } as Parameters<ReturnType<typeof sassLoader>>[0]);
    expect(result.errors).toEqual([{ text: 'Sass: Undefined variable.', location: { file: path.relative(repoRoot, file), line: 2, column: 11 } }]);
  });

  it('compiles a .module.scss as a CSS module and a .scss as plain CSS, noting the partials it read', () => {
    writeFileSync(path.join(dir, '_size.scss'), '$size: 4px;\n');
    writeFileSync(path.join(dir, 'a.module.scss'), "@use 'size';\n.a { margin: size.$size; }\n");
    const loaded = new Set<string>();
    const load = sassLoader(repoRoot, loaded);
    expect(load({ path: path.join(dir, 'a.module.scss') } as Parameters<typeof load>[0])).toMatchObject({ contents: '.a {\n  margin: 4px;\n}', loader: 'local-css' });
    expect(loaded.has(path.join(dir, '_size.scss'))).toBe(true);
    writeFileSync(path.join(dir, 'b.scss'), '.b { a { color: red; } }\n');
    expect(load({ path: path.join(dir, 'b.scss') } as Parameters<typeof load>[0])).toMatchObject({ contents: '.b a {\n  color: red;\n}', loader: 'css' });
  });

  it("reports Sass's @warn and deprecation warnings as docsite warnings naming the file and line, once each, and prints nothing itself", () => {
    writeFileSync(path.join(dir, '_old.scss'), '@mixin old { @warn "the old mixin is going away"; }\n');
    const file = path.join(dir, 'warned.scss');
    writeFileSync(file, "@use 'old';\n.w { @include old.old; }\n.x { @include old.old; }\n.y { width: math-div-by-slash(1); margin: (10px / 2); }\n");
    const warnings: Parameters<typeof sassLoader>[2] = [];
    const stderr = vi.spyOn(process.stderr, 'write');
    const result = sassLoader(repoRoot, undefined, warnings)({ path: file } as Parameters<ReturnType<typeof sassLoader>>[0]);
    stderr.mockRestore();
    expect(result.errors).toBeUndefined();
    expect(stderr).not.toHaveBeenCalled();
    const relative = (name: string) => path.relative(repoRoot, path.join(dir, name));
    expect(warnings).toContainEqual({ severity: 'warning', code: 'sass', message: 'Sass: the old mixin is going away', source: { file: relative('_old.scss'), line: 1 } });
    expect(warnings.filter((warning) => warning.message === 'Sass: the old mixin is going away')).toHaveLength(1);
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'sass', message: expect.stringMatching(/^Sass deprecation: Using \/ for division/), source: { file: relative('warned.scss'), line: 4 } }));
  });
});
