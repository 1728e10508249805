import { cpSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './runCli.js';

/**
 * Copies fixture `name` to `site` and installs its `packages/<folder>` into the copy's
 * `node_modules/<package name>` (`packages`: folder → name), as npm would: no node_modules
 * folder is committed. Returns the copy's folder.
 */
export function fixtureWithPackages(name: string, site: string, packages: Record<string, string>): string {
  const fixture = path.join(repoRoot, 'test/fixtures', name);
  cpSync(fixture, site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
  for (const [folder, packageName] of Object.entries(packages)) cpSync(path.join(fixture, 'packages', folder), path.join(site, 'node_modules', packageName), { recursive: true });
  return site;
}
