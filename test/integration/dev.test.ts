import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextDevEvent, pageText, useDevSite, waitForDevPage } from '../helpers/devServer.js';

const running = useDevSite('basic');
const { site } = running;
const intro = path.join(site, 'content/docs/intro.md');

const page = (route: string) => pageText(running.dev.url, route);
const nextEvent = (name: string) => nextDevEvent(running.dev.url, name);
const waitForPage = (route: string, text: string) => waitForDevPage(running.dev.url, route, text);

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

  it('serves the second of two quick saves: the rebuild starts at the first, and chokidar drops the second change', async () => {
    const text = readFileSync(intro, 'utf8');
    writeFileSync(intro, `${text}\nThe first quick save.\n`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(intro, `${text}\nThe second quick save.\n`);
    await waitForPage('/docs/intro', 'The second quick save.');
    writeFileSync(intro, text);
    await waitForPage('/docs/intro', 'Edited while the server runs.');
  });

  it('serves a page added while it runs, after an edit of another (the content folder\'s walk is kept between edits), and drops it when removed', async () => {
    const text = readFileSync(intro, 'utf8');
    writeFileSync(intro, `${text}\nAn edit before the new page.\n`);
    await waitForPage('/docs/intro', 'An edit before the new page.');
    const added = path.join(site, 'content/docs/added-while-running.md');
    writeFileSync(added, '---\ntitle: Added while running\n---\n\nA page the server did not have when it started.\n');
    await waitForPage('/docs/added-while-running', 'A page the server did not have when it started.');
    rmSync(added);
    const until = Date.now() + 20_000;
    while (Date.now() < until && (await fetch(`${running.dev.url}/docs/added-while-running`)).status !== 404) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${running.dev.url}/docs/added-while-running`)).status).toBe(404);
    writeFileSync(intro, text);
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
