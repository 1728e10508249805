// Edit-to-served latency of `docsite dev`: save a content file, time until the page's new text
// is served as an open page gets it: the dev server's reload event (its event stream, which the
// page listens to), then the page fetched once (the issue's measure: what the reload shows).
// `--poll` (the bench until session 30) fetches the page every 2 ms instead: each poll is a
// request the dev process answers while it builds, and one in flight at the commit returns the
// old page, 10-25 ms of each edit's time (i21-dev2).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeCorpus } from './corpus.mjs';

/** Starts `docsite dev` in `cwd` and resolves with its URL once it serves. */
function startDev(repo, cwd) {
  // Each rebuild logs its steps (DOCSITE_DEV_STEPS; a docsite without it logs the total only).
  const child = spawn(process.execPath, [path.join(repo, 'bin/docsite'), 'dev', '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DOCSITE_DEV_STEPS: '1' } });
  let output = '';
  const rebuilds = [];
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.includes('rebuilt in')) rebuilds.push(line);
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev did not start: ${output}`)), 600_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { child, url, rebuilds };
}

/** A rebuild's log line as `{ total, steps: { name: ms } }`. */
function stepsOf(line) {
  const total = Number(/rebuilt in (\d+) ms/.exec(line)?.[1]);
  const inside = /\((.*)\)\s*$/.exec(line)?.[1] ?? '';
  const steps = Object.fromEntries(inside.split(', ').filter(Boolean).map((entry) => {
    const at = entry.lastIndexOf(' ');
    return [entry.slice(0, at), Number(entry.slice(at + 1))];
  }));
  return { total, steps };
}

/**
 * The dev server's event stream at `url` (as an open page's `EventSource` reads it): the last
 * revision announced, and `after(revision)`, resolving at the next revision event past it.
 */
async function openEvents(url) {
  const response = await fetch(`${url}/__docsite/events`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const stream = { revision: undefined, waiting: [] };
  const first = new Promise((resolve) => stream.waiting.push(resolve));
  (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: revision$/m.test(block)) continue;
        stream.revision = JSON.parse(/^data: (.*)$/m.exec(block)[1]).revision;
        stream.waiting.splice(0).forEach((resolve) => resolve());
      }
    }
  })();
  await first;
  return {
    get revision() {
      return stream.revision;
    },
    after: (revision) => (stream.revision !== revision ? Promise.resolve() : new Promise((resolve) => stream.waiting.push(resolve))),
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** Waits for each new revision after `revision` and fetches `url` once, until its text contains `marker`. */
async function reloadedWith(events, url, marker, revision) {
  for (let seen = revision; ; seen = events.revision) {
    await events.after(seen);
    const text = await fetch(url).then((response) => response.text(), () => '');
    if (text.includes(marker)) return;
  }
}

/** Polls `url` until its text contains `marker`. */
async function servedWith(url, marker) {
  for (;;) {
    const text = await fetch(url).then((response) => response.text(), () => '');
    if (text.includes(marker)) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The dev process's CPU milliseconds so far (Linux), to tell a slow build from a busy machine. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Times `edits` edits of `file` (restored after) on a dev server in `site`, checking `route`. */
async function measureSite(repo, site, file, route, edits, poll = false) {
  const { child, url: starting, rebuilds } = startDev(repo, site);
  const original = readFileSync(file, 'utf8');
  const samples = [];
  const cpu = [];
  const builds = [];
  let events;
  try {
    const url = await starting;
    // An open page's event stream, for the whole session, as a reader's tab holds it.
    if (!poll) events = await openEvents(url);
    for (let edit = 0; edit < edits; edit++) {
      // Let the previous rebuild's aftermath (search files, the watcher) settle first.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const marker = `Edit number ${edit} at ${Date.now()}.`;
      const before = cpuMs(child.pid);
      const revision = events?.revision;
      const start = performance.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      const logged = rebuilds.length;
      await (events ? reloadedWith(events, url + route, marker, revision) : servedWith(url + route, marker));
      samples.push(performance.now() - start);
      cpu.push(cpuMs(child.pid) - before);
      // The rebuild's log line comes after its commit, a moment after the page is served.
      for (let waited = 0; rebuilds.length === logged && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      if (rebuilds.length > logged) builds.push(stepsOf(rebuilds.at(-1)));
    }
  } finally {
    writeFileSync(file, original);
    await events?.close();
    child.kill('SIGTERM');
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const stepNames = [...new Set(builds.flatMap((entry) => Object.keys(entry.steps)))];
  const medianSteps = Object.fromEntries(stepNames.map((name) => [name, median(builds.map((entry) => entry.steps[name] ?? 0))]));
  return { samples, medianMs: median(samples), medianCpuMs: median(cpu), medianBuildMs: builds.length ? median(builds.map((entry) => entry.total)) : undefined, medianSteps };
}

/** The generated corpus of `pages` pages with a dev config. */
function corpusSite(repo, pages) {
  const site = writeCorpus(path.join(repo, `bench/corpus/dev-${pages}`), pages, 7);
  writeFileSync(path.join(site, 'site.config.ts'), `import { defineConfig } from 'docsite';\nexport default defineConfig({ title: 'Dev', productName: 'Dev', url: 'https://dev.example', docs: { path: 'docs', sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] } }, onBrokenLinks: 'warn' });\n`);
  return site;
}

/**
 * Edit-to-served latency of `docsite dev` on the Sable site (its intro page) and on the generated
 * corpus of each size in `corpusPages` (one page's body): median wall ms and the dev process's
 * CPU ms per edit.
 */
export async function measureDevReload(repo, { edits = 5, corpusPages = [1000], poll = false } = {}) {
  const rows = [{ name: 'Sable site', ...(await measureSite(repo, repo, path.join(repo, 'content/docs/intro.mdx'), '/docs/intro', edits, poll)) }];
  for (const pages of corpusPages) {
    const site = corpusSite(repo, pages);
    rows.push({ name: `corpus ${pages} pages`, ...(await measureSite(repo, site, path.join(site, 'docs/section-000/page-00001.md'), '/docs/section-000/page-00001', edits, poll)) });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [pagesArg, editsArg] = process.argv.slice(2).filter((arg) => arg !== '--poll');
  const pages = (pagesArg ?? '1000').split(',').filter(Boolean).map(Number);
  for (const row of await measureDevReload(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..'), { edits: Number(editsArg ?? 5), corpusPages: pages, poll: process.argv.includes('--poll') })) {
    console.log(`${row.name}: median ${row.medianMs.toFixed(0)} ms wall, ${row.medianCpuMs} ms CPU per edit (${row.samples.map((ms) => ms.toFixed(0)).join(', ')})`);
    const steps = Object.entries(row.medianSteps).map(([name, ms]) => `${name} ${ms}`).join(', ');
    if (row.medianBuildMs !== undefined) console.log(`  rebuild median ${row.medianBuildMs} ms${steps ? `; steps (medians): ${steps}` : ''}`);
  }
}
