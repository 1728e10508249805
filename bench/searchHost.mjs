// Search files built elsewhere, served under a page that hosts the search UI: a 30-page build
// of the realistic corpus whose `search/` is replaced by another build's, under the host's two
// manifest names (the shards keep theirs, which the manifests name). The search files depend
// only on the pages' search text, and the dialog only on the manifests' URLs its page carries:
// a first search on the host fetches exactly what it would on the big site. Used by
// bench/firstSearch.mjs `--hosted`, for sizes whose whole build does not fit a bench run.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { benchCorpora, writeDocsiteConfig } from './benchCorpora.mjs';

const HOST_PAGES = 30;

/** Builds the host site (bench/corpus/realistic/30); its output folder and the docs page to search from. */
export function buildSearchHost(benchDir, repo) {
  const [realistic] = benchCorpora('realistic');
  const corpus = realistic.write(path.join(benchDir, 'corpus'), HOST_PAGES);
  const dir = writeDocsiteConfig(corpus);
  const out = path.join(dir, 'out-search');
  const built = spawnSync(process.execPath, [path.join(repo, 'bin/docsite'), 'build', '--out', out, '--force'], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (built.status !== 0) throw new Error(`building the search host failed:\n${(built.stderr || built.stdout).slice(-800)}`);
  return { dir, out, route: corpus.firstPage.route };
}

/** A copy of the host's output with `searchOut`'s search files under the host's manifest names; returns the copy's folder. */
export function hostSearchFiles(host, searchOut) {
  const target = path.join(host.dir, `hosted-${path.basename(path.resolve(searchOut))}`);
  rmSync(target, { recursive: true, force: true });
  cpSync(host.out, target, { recursive: true });
  const searchDir = path.join(target, 'search');
  const manifests = readdirSync(searchDir).filter((name) => name.endsWith('.json'));
  rmSync(searchDir, { recursive: true });
  const from = path.join(searchOut, 'search');
  cpSync(path.join(from, 'shards'), path.join(searchDir, 'shards'), { recursive: true });
  for (const kind of ['documents', 'index']) {
    const source = readdirSync(from).find((name) => name.startsWith(`${kind}.`) && name.endsWith('.json'));
    const name = manifests.find((file) => file.startsWith(`${kind}.`));
    if (!source || !name) throw new Error(`${from} and the host both need a ${kind} manifest (sharded search files)`);
    cpSync(path.join(from, source), path.join(searchDir, name));
  }
  return target;
}
