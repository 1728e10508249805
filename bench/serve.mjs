#!/usr/bin/env node
// `npm run bench:serve`: autocannon against `docsite serve` on 127.0.0.1, 10 s at 50 connections
// each, for an HTML page, a hashed asset, a 404 and the API proxy to the sandbox. Reports
// requests/second and p99 latency; fails when any request errored or timed out.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildRealSite, serveSite } from './realSite.mjs';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const site = buildRealSite(repo);
if (site.error) throw new Error(site.error);
const asset = '/assets/' + readdirSync(path.join(site.dir, 'assets')).find((name) => /^main\..+\.js$/.test(name));
const server = await serveSite(repo, site.dir);
const url = server.url;

const targets = [
  { name: 'HTML page', path: '/docs/product/start-a-chat' },
  { name: 'hashed asset', path: asset },
  { name: '404', path: '/no-such-page' },
  // The sandbox needs the documented auth headers; the per-client rate limit is per IP, so a
  // load test from one client measures mostly 429s unless the limit is raised for the run.
  { name: 'proxy → sandbox', path: '/api-proxy/agents', headers: { 'X-API-Key': 'sk_test_bench', 'X-User-Id': 'usr_4fJ8wQ2nZs' } },
];
const rows = [];
let failed = false;
try {
  for (const target of targets) {
    const result = await autocannon({ url: url + target.path, connections: 50, duration: seconds, headers: target.headers, timeout: 10 });
    const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}×${stat.count}`).join(' ');
    rows.push(`| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${statuses} |`);
    if (result.errors || result.timeouts) failed = true;
  }
} finally {
  await server.stop();
}
const table = ['| target | requests/s | p99 ms | errors | timeouts | statuses |', '| --- | ---: | ---: | ---: | ---: | --- |', ...rows].join('\n');
console.log(table);
writeFileSync(path.join(repo, 'bench/SERVE-RESULTS.md'), `# docsite serve under load\n\n${new Date().toISOString()}, ${seconds} s at 50 connections per target, 127.0.0.1.\n\n${table}\n`);
if (failed) process.exitCode = 1;
