/** The scripts a new site gets: npm puts the installed `docsite` command on their PATH. */
export const SITE_SCRIPTS = { build: 'docsite build', dev: 'docsite dev', serve: 'docsite serve' } as const;

/** What `mergeSitePackageJson` changed, for the summary `docsite init` prints. */
export interface PackageJsonChanges {
  /** Scripts it added. */
  addedScripts: string[];
  /** Scripts the file already had under those names, left as they were. */
  keptScripts: string[];
  /** Whether it added `docsite` to `dependencies`. */
  addedDependency: boolean;
}

/** package.json of a new site in a folder named `name`, depending on docsite as `docsiteSpec` says. */
export function newSitePackageJson(name: string, docsiteSpec: string): Record<string, unknown> {
  return { name: packageName(name), version: '0.1.0', private: true, scripts: { ...SITE_SCRIPTS }, dependencies: { docsite: docsiteSpec } };
}

/**
 * Adds docsite's scripts and dependency to an existing package.json (as `npm init -y` writes
 * one), keeping everything the file already says: a script of the same name, or a docsite
 * dependency (say, on a local tarball), stays as it is.
 */
export function mergeSitePackageJson(manifest: Record<string, unknown>, docsiteSpec: string): PackageJsonChanges {
  const scripts = (manifest.scripts ??= {}) as Record<string, string>;
  const changes: PackageJsonChanges = { addedScripts: [], keptScripts: [], addedDependency: false };
  for (const [name, command] of Object.entries(SITE_SCRIPTS)) {
    if (scripts[name] === undefined) {
      scripts[name] = command;
      changes.addedScripts.push(name);
    } else if (scripts[name] !== command) changes.keptScripts.push(name);
  }
  const dependencies = (manifest.dependencies ??= {}) as Record<string, string>;
  const devDependencies = (manifest.devDependencies ?? {}) as Record<string, string>;
  if (dependencies.docsite === undefined && devDependencies.docsite === undefined) {
    dependencies.docsite = docsiteSpec;
    changes.addedDependency = true;
  }
  return changes;
}

/** A valid npm package name from a folder name: lower case, URL-safe characters only. */
function packageName(folder: string): string {
  const name = folder.toLowerCase().replace(/[^a-z0-9._~-]+/g, '-').replace(/^[._-]+|-+$/g, '');
  return name || 'my-docs';
}
