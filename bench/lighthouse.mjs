// Lighthouse on the real site's sample pages, mobile (Lighthouse's default config) and desktop
// (its desktop preset): median scores and FCP/LCP/TBT/CLS of N runs, each in a fresh Debian
// chromium. Used by bench/run.mjs (`--only lighthouse` runs it alone).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { SAMPLE_PAGES } from './pageWeight.mjs';
import { serveSite } from './realSite.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run in its own browser, so no cache or storage carries over between runs.
 * A run that throws comes back as a report with only `runtimeError`, like Lighthouse's own.
 */
async function runOnce(url, config) {
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: Object.keys(CATEGORIES) }, config);
    return result.lhr;
  } catch (error) {
    return { runtimeError: { code: error.message.split('\n')[0] } };
  } finally {
    await chrome?.kill();
  }
}

/** Weighted audits that scored below 1 in a run, the reasons a category is under 100. */
function failingAudits(lhr) {
  const ids = Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  return ids.filter((id) => lhr.audits[id]?.score !== null && lhr.audits[id]?.score < 1);
}

/** Median per score and per metric over the runs, and how many runs each failing audit failed in. */
function summarize(lhrs) {
  const ok = lhrs.filter((lhr) => !lhr.runtimeError);
  const scores = Object.fromEntries(
    Object.keys(CATEGORIES).map((id) => {
      const values = ok.map((lhr) => lhr.categories[id]?.score).filter((score) => typeof score === 'number');
      return [id, values.length ? Math.round(median(values) * 100) : null];
    }),
  );
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, median(ok.map((lhr) => lhr.audits[id]?.numericValue ?? NaN)) ?? NaN]));
  const failing = {};
  for (const lhr of ok) for (const id of failingAudits(lhr)) failing[id] = (failing[id] ?? 0) + 1;
  const errors = lhrs.filter((lhr) => lhr.runtimeError).map((lhr) => lhr.runtimeError.code);
  const userAgent = ok[0]?.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
  return { scores, metrics, failing, errors, userAgent, benchmarkIndex: median(ok.map((lhr) => lhr.environment.benchmarkIndex)) ?? NaN };
}

function formatSection(results, runs, lighthouseVersion) {
  const lines = [
    [
      `${new Date().toISOString()} · lighthouse ${lighthouseVersion}, ${results.find((result) => result.userAgent)?.userAgent ?? 'chromium'}`,
      `median of ${runs} runs per page and form factor, \`docsite serve\` on 127.0.0.1`,
      `mobile simulates slow 4G and a 4× slower CPU, so its TBT moves with this machine's load (Lighthouse benchmark index, median: ${median(results.map((result) => result.benchmarkIndex)).toFixed(0)})`,
    ].join(' · ') + '.',
    '',
    `| page | form factor | ${Object.values(CATEGORIES).join(' | ')} | FCP ms | LCP ms | TBT ms | CLS |`,
    `| --- | --- | ${Object.keys(CATEGORIES).map(() => '---:').join(' | ')} | ---: | ---: | ---: | ---: |`,
  ];
  for (const result of results) {
    const scores = Object.keys(CATEGORIES).map((id) => result.scores[id] ?? 'error');
    const { fcp, lcp, tbt, cls } = result.metrics;
    const metrics = [fcp.toFixed(0), lcp.toFixed(0), tbt.toFixed(0), cls.toFixed(3)].map((value) => (value === 'NaN' ? 'error' : value));
    lines.push(`| ${result.page} (${result.route}) | ${result.formFactor} | ${scores.join(' | ')} | ${metrics.join(' | ')} |`);
  }
  const notes = results
    .filter((result) => Object.keys(result.failing).length || result.errors.length)
    .map((result) => {
      const audits = Object.entries(result.failing).map(([id, count]) => `\`${id}\` (${count}/${runs})`);
      const errors = result.errors.length ? [`runtime errors: ${result.errors.join(', ')}`] : [];
      return `- ${result.page} ${result.formFactor}: ${[...audits, ...errors].join(', ')}`;
    });
  lines.push('', notes.length ? 'Weighted audits below a full score (in how many runs):\n\n' + notes.join('\n') : 'Every weighted audit scored full marks in every run.');
  return lines.join('\n');
}

/**
 * Serves a site built by `buildRealSite` and runs Lighthouse on the sample pages.
 * Returns `{ section }` (Markdown for RESULTS.md) and the per-page `results`.
 * With `reportDir`, every run's full JSON report is written there too.
 */
export async function measureLighthouse(repo, site, { runs = 3, reportDir } = {}) {
  if (site.error) return { section: `build failed: ${site.error.slice(-400)}`, results: [] };
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const server = await serveSite(repo, site.dir);
  const results = [];
  let lighthouseVersion = '';
  try {
    for (const [page, route] of Object.entries(SAMPLE_PAGES)) {
      for (const [formFactor, config] of Object.entries(FORM_FACTORS)) {
        const lhrs = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await runOnce(server.url + route, config);
          if (reportDir) writeFileSync(path.join(reportDir, `${page}-${formFactor}-${run + 1}.json`), JSON.stringify(lhr));
          lighthouseVersion ||= lhr.lighthouseVersion ?? '';
          lhrs.push(lhr);
          process.stdout.write('.');
        }
        results.push({ page, route, formFactor, ...summarize(lhrs) });
      }
    }
  } finally {
    await server.stop();
  }
  process.stdout.write('\n');
  return { section: formatSection(results, runs, lighthouseVersion), results };
}
