import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, runCli } from './runCli.js';

/** How many reference docs are added to the fixture: enough for a trimmed sidebar (more than 100 links). */
const REFERENCE_DOCS = 100;

/** The `base-url` fixture (`baseUrl: '/sub/'`) copied, with its generated reference docs, and built. */
export interface BaseUrlSite {
  /** The temporary folder holding `site/` and `out/`. */
  root: string;
  site: string;
  out: string;
}

/**
 * Copies `test/fixtures/base-url` into a temporary folder, writes `REFERENCE_DOCS` pages into
 * its Reference category (so the sidebar is trimmed and loads from its shared JSON file) and
 * builds it with the CLI. The caller removes `root`.
 */
export function buildBaseUrlSite(prefix: string): BaseUrlSite {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  const site = path.join(root, 'site');
  const out = path.join(root, 'out');
  cpSync(path.join(repoRoot, 'test/fixtures/base-url'), site, { recursive: true });
  for (let n = 1; n <= REFERENCE_DOCS; n++) {
    const title = `Option ${String(n).padStart(3, '0')}`;
    writeFileSync(path.join(site, `content/docs/reference/option-${n}.md`), `---\ntitle: ${title}\n---\n\nWhat option ${n} does. See the [overview](/docs/reference/overview).\n`);
  }
  const built = runCli(['build', '--out', out], site);
  if (built.code !== 0) throw new Error(`building the base-url fixture failed:\n${built.output}`);
  return { root, site, out };
}
