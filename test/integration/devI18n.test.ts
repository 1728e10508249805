import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageText, useDevSite, waitForDevPage } from '../helpers/devServer.js';

// The three-locale fixture, served in French: `docsite dev --locale fr`.
const running = useDevSite('i18n', undefined, ['--locale', 'fr']);
const { site } = running;

describe('docsite dev --locale fr on a site in English, French and Arabic', () => {
  it("serves the French pages at /fr/ and rebuilds when a translation changes", async () => {
    const url = running.dev.url;
    const intro = await pageText(url, '/fr/docs/intro');
    expect(intro).toContain('<html lang="fr" dir="ltr"');
    expect(intro).toContain('Bienvenue dans la documentation.');
    writeFileSync(path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), '---\ntitle: Introduction\n---\n\nTraduction modifiée.\n');
    await waitForDevPage(url, '/fr/docs/intro', 'Traduction modifiée.', 60_000);
    // Only French is built: the English page is not served.
    expect((await fetch(`${url}/docs/intro`)).status).toBe(404);
    // A missing French page gets the French not-found page.
    const missing = await fetch(`${url}/fr/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="fr" dir="ltr" data-theme="light" data-page-kind="not-found"');
  }, 120_000);
});
