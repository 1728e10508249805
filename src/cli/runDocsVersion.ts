import { loadConfig } from '../config/loadConfig.js';
import { snapshotDocsVersion } from '../init/snapshotDocsVersion.js';

/** `docsite docs:version <name>`: snapshots the current docs and sidebars as a new version. */
export async function runDocsVersion(name: string, options: { config: string }) {
  const config = await loadConfig(options.config);
  const written = await snapshotDocsVersion(config, name);
  console.log(`docsite: docs version ${name} created: ${written.docsDir}/, ${written.sidebarsFile}, ${written.versionsFile}`);
}
