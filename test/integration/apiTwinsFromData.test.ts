import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-api-twins-data-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The Sable site and every OpenAPI fixture; i18n-openapi's French pass translates the API's words, so its operations keep the conversion. */
const sites = [
  { name: 'sable', dir: repoRoot, converted: 0 },
  ...readdirSync(path.join(repoRoot, 'test/fixtures'))
    .filter((name) => name.startsWith('openapi-') || name === 'i18n-openapi')
    .map((name) => ({ name, dir: path.join(repoRoot, 'test/fixtures', name), converted: name === 'i18n-openapi' ? undefined : 0 })),
];

interface Counts {
  fromData: number;
  fromArticle: number;
  /** Started as the operation's data was compiled, before its page rendered (`MarkdownTwinSink.startOperationTwin`). */
  early: number;
  /** Info pages written from their data (`infoMarkdown`). */
  infoFromData: number;
}

/** The operation twins' counts of a build (`DOCSITE_API_TWIN_COUNTS`), a line per locale's pass, summed. */
function countsOf(file: string): Counts {
  const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Counts);
  const sum = (field: keyof Counts) => lines.reduce((total, line) => total + line[field], 0);
  return { fromData: sum('fromData'), fromArticle: sum('fromArticle'), early: sum('early'), infoFromData: sum('infoFromData') };
}

/** A build of `dir` into its own folder, with the operation twins' counts (a line per locale's pass) summed. */
function build(name: string, dir: string, env: Record<string, string>): { out: string; counts: Counts } {
  const out = path.join(temp, name);
  const countsFile = path.join(temp, `${name}.counts`);
  const result = runCli(['build', '--out', out, '--force'], dir, 240_000, { ...env, DOCSITE_API_TWIN_COUNTS: countsFile });
  expect(result.code, result.output).toBe(0);
  return { out, counts: countsOf(countsFile) };
}

const filesOf = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

/**
 * The differential test of `operationMarkdown` and `infoMarkdown` (see CONTRIBUTING, "Fast paths"): every operation
 * and info page twin written from the page's data is byte for byte the twin the HTML conversion writes
 * (`DOCSITE_API_TWIN_FROM_HTML=1`), and so is llms-full.txt, which holds them all.
 */
describe('operation twins written from their data equal the converted ones', () => {
  it.each(sites)('$name', ({ name, dir, converted }) => {
    const fromData = build(`${name}-data`, dir, {});
    const fromHtml = build(`${name}-html`, dir, { DOCSITE_API_TWIN_FROM_HTML: '1' });
    const files = filesOf(fromData.out);
    const operations = files.filter((file) => file.endsWith('.html') && readFileSync(path.join(fromData.out, file), 'utf8').includes('<div class="api-operation"'));
    expect(operations.length, 'operation pages').toBeGreaterThan(0);
    for (const page of operations) expect(existsSync(path.join(fromData.out, page.replace(/\.html$/, '.md'))), page).toBe(true);
    expect(fromData.counts.fromData + fromData.counts.fromArticle).toBe(operations.length);
    if (converted !== undefined) expect(fromData.counts.fromArticle).toBe(converted);
    else expect(fromData.counts.fromArticle).toBe(operations.filter((page) => page.startsWith('fr/')).length);
    // Started early only when the API pages' data was built, not taken from a fixture's cache: see the test below.
    expect([0, fromData.counts.fromData]).toContain(fromData.counts.early);
    // Every site here has an info page (the i18n one's French pass keeps the conversion).
    expect(fromData.counts.infoFromData).toBeGreaterThan(0);
    expect(fromHtml.counts).toEqual({ fromData: 0, fromArticle: operations.length, early: 0, infoFromData: 0 });
    const twins = files.filter((file) => file.endsWith('.md') || /^(.*\/)?llms(-full)?\.txt$/.test(file));
    expect(filesOf(fromHtml.out).filter((file) => twins.includes(file) || file.endsWith('.md'))).toEqual(twins);
    for (const file of twins) expect(readFileSync(path.join(fromData.out, file), 'utf8'), file).toBe(readFileSync(path.join(fromHtml.out, file), 'utf8'));
  }, 480_000);
});

// A copy inside the repository, so `import 'docsite'` resolves; built into one folder twice.
const copy = path.join(repoRoot, '.tmp', `api-twins-early-${process.pid}`);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('operation twins started before their pages render', () => {
  it('only in a build that renders every page; an incremental one keeps its twins and does not open the converter', () => {
    mkdirSync(path.dirname(copy), { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures/openapi-minimal'), copy, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    const out = path.join(copy, 'build');
    const twinBuild = (countsFile: string) => {
      const result = runCli(['build', '--out', out], copy, 120_000, { DOCSITE_API_TWIN_COUNTS: countsFile });
      expect(result.code, result.output).toBe(0);
      return countsOf(countsFile);
    };
    const first = twinBuild(path.join(copy, 'first.counts'));
    expect(first.fromData).toBeGreaterThan(0);
    expect(first).toEqual({ fromData: first.fromData, fromArticle: 0, early: first.fromData, infoFromData: 1 });
    appendFileSync(path.join(copy, 'content/docs/intro.md'), '\nA sentence added after the first build.\n');
    const secondFile = path.join(copy, 'second.counts');
    expect(twinBuild(secondFile)).toEqual({ fromData: 0, fromArticle: 0, early: 0, infoFromData: 0 });
    // Nor is the converter opened (its cache holds every twin: Stripe's, 6.8 MB to read for nothing).
    expect(readFileSync(secondFile, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { opened: boolean }).opened)).toEqual([false]);
  }, 240_000);
});
