import { cpSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runCli.js';
import { startServer, type ServerProcess } from '../helpers/startServer.js';
import { nextDevEvent, pageText, waitForDevPage } from '../helpers/devServer.js';

// A copy of the basic fixture inside the repo, so `import … from 'docsite'` resolves.
const site = path.join(repoRoot, '.tmp', `dev-${process.pid}`);
const intro = path.join(site, 'content/docs/intro.md');
let dev: ServerProcess;

beforeAll(async () => {
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/basic'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  dev = await startServer('dev', [], site);
  // The first build comes before the server answers: on a busy machine, longer than the default 10 s.
}, 120_000);
afterAll(async () => {
  await dev?.stop();
  rmSync(site, { recursive: true, force: true });
});

const page = (route: string) => pageText(dev.url, route);
const nextEvent = (name: string) => nextDevEvent(dev.url, name);
const waitForPage = (route: string, text: string) => waitForDevPage(dev.url, route, text);

describe('docsite dev', () => {
  it('serves the site with the reload client injected', async () => {
    const html = await page('/docs/intro');
    expect(html).toContain('Admonitions work in plain markdown.');
    expect(html).toContain('/__docsite/events');
    // The built page's policy tag would refuse the injected client: dev serves pages without it.
    expect(html).toContain('<meta charSet="utf-8"/><meta name="viewport"');
    expect(html).not.toContain('http-equiv="Content-Security-Policy"');
  });

  it('rebuilds when a content file changes and tells the page to reload, without restarting', async () => {
    const revision = nextEvent('revision');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('Admonitions work in plain markdown.', 'Edited while the server runs.'));
    expect(JSON.parse(await revision).revision).toBeGreaterThan(1);
    await waitForPage('/docs/intro', 'Edited while the server runs.');
  });

  it('rebuilds when a theme override appears under src/theme/, a folder the site did not have when dev started', async () => {
    const revision = nextEvent('revision');
    mkdirSync(path.join(site, 'src/theme'), { recursive: true });
    writeFileSync(path.join(site, 'src/theme/ColorModeToggle.tsx'), 'export default function ColorModeToggle() {\n  return <span id="dev-override">Overridden in dev</span>;\n}\n');
    await revision;
    await waitForPage('/docs/intro', '<span id="dev-override">Overridden in dev</span>');
  });

  it('reports a content error as an overlay event, keeps serving the last good page, and recovers', async () => {
    const good = readFileSync(intro, 'utf8');
    const failure = nextEvent('build-error');
    writeFileSync(intro, good.replace('title: Introduction', 'title: [unclosed'));
    expect(JSON.parse(await failure).message).toContain('content/docs/intro.md');
    expect(await page('/docs/intro')).toContain('Edited while the server runs.');
    const recovered = nextEvent('revision');
    writeFileSync(intro, good.replace('Edited while the server runs.', 'Fixed again.'));
    await recovered;
    await waitForPage('/docs/intro', 'Fixed again.');
  });
});
