import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageText, useDevSite, waitForDevPage } from '../helpers/devServer.js';

// A copy of the three-version fixture inside the repo, so `import … from 'docsite'` resolves.
const running = useDevSite('docs-versions');
const { site } = running;

const page = (route: string) => pageText(running.dev.url, route);
const waitForPage = (route: string, text: string) => waitForDevPage(running.dev.url, route, text, 60_000);

describe('docsite dev on a site with docs versions', () => {
  it('rebuilds when a snapshot’s file changes, and when versions.json lists a new version', async () => {
    expect(await page('/docs/1.0/old-page')).toContain('Only 1.0 has this page.');
    const oldPage = path.join(site, 'versioned_docs/version-1.0/old-page.md');
    writeFileSync(oldPage, readFileSync(oldPage, 'utf8').replace('Only 1.0 has this page.', 'Edited in the 1.0 snapshot.'));
    await waitForPage('/docs/1.0/old-page', 'Edited in the 1.0 snapshot.');
    mkdirSync(path.join(site, 'versioned_docs/version-0.9'));
    writeFileSync(path.join(site, 'versioned_docs/version-0.9/intro.md'), '---\ntitle: Introduction\n---\n\nThe 0.9 introduction.\n');
    writeFileSync(path.join(site, 'versions.json'), '["2.0", "1.0", "0.9"]\n');
    await waitForPage('/docs/0.9/intro', 'The 0.9 introduction.');
  }, 150_000);
});
