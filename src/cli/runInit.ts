import path from 'node:path';
import { initSite } from '../init/initSite.js';

/** `docsite init [dir]`: writes the starter site and says what to run next. */
export async function runInit(dir: string) {
  const result = await initSite(dir);
  const where = path.relative(process.cwd(), result.root) || '.';
  console.log(`docsite: wrote a new site into ${where} (${result.files.length} files and package.json)`);
  const changes = result.packageJson;
  if (changes !== 'created' && changes.keptScripts.length > 0) {
    console.log(`docsite: kept package.json's own ${changes.keptScripts.join(', ')} script${changes.keptScripts.length === 1 ? '' : 's'}; docsite's would run docsite ${changes.keptScripts.join(', docsite ')}`);
  }
  const next = [where === '.' ? undefined : `cd ${where}`, changes === 'created' || changes.addedDependency ? 'npm install' : undefined, 'npm run dev'].filter(Boolean);
  console.log(`next: ${next.join(' && ')}`);
}
