#!/usr/bin/env node
// `npm run bench:serve`: autocannon against `docsite serve` on 127.0.0.1, 10 s at 50 connections
// each, for an HTML page, a hashed asset, a 404 and the API proxy to the sandbox. Reports
// requests/second and p99 latency; fails when any request errored, timed out or got another
// status than its target's.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildRealSite, serveSite } from './realSite.mjs';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const site = buildRealSite(repo);
if (site.error) throw new Error(site.error);
const asset = '/assets/' + readdirSync(path.join(site.dir, 'assets')).find((name) => /^main\..+\.js$/.test(name));
// The proxy's per-client rate limit (120 a minute) would answer nearly every request of one
// load-testing client with 429, measuring the limiter instead of the proxy: serve with the
// site's own config, its limit raised for this run only.
const benchConfig = path.join(repo, '.bench-serve.config.ts');
writeFileSync(
  benchConfig,
  "import site from './site.config.ts';\n" +
    'export default { ...site, openapi: { ...site.openapi, proxy: { ...site.openapi?.proxy, rateLimitPerMinute: 1_000_000_000 } } };\n',
);
const server = await serveSite(repo, site.dir, { config: benchConfig }).finally(() => rmSync(benchConfig, { force: true }));
const url = server.url;

/** Each target and the one status every answer must have. */
const targets = [
  { name: 'HTML page', path: '/docs/product/start-a-chat', status: 200 },
  { name: 'hashed asset', path: asset, status: 200 },
  { name: '404', path: '/no-such-page', status: 404 },
  // The sandbox needs the documented auth headers.
  { name: 'proxy → sandbox', path: '/api-proxy/agents', headers: { 'X-API-Key': 'sk_test_bench', 'X-User-Id': 'usr_4fJ8wQ2nZs' }, status: 200 },
];
const rows = [];
let failed = false;
try {
  for (const target of targets) {
    const result = await autocannon({ url: url + target.path, connections: 50, duration: seconds, headers: target.headers, timeout: 10 });
    const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${code}×${stat.count}`).join(' ');
    rows.push(`| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${statuses} |`);
    const unexpected = Object.keys(result.statusCodeStats ?? {}).filter((code) => Number(code) !== target.status);
    if (result.errors || result.timeouts || unexpected.length) failed = true;
  }
} finally {
  await server.stop();
}
const table = ['| target | requests/s | p99 ms | errors | timeouts | statuses |', '| --- | ---: | ---: | ---: | ---: | --- |', ...rows].join('\n');
console.log(table);
writeFileSync(path.join(repo, 'bench/SERVE-RESULTS.md'), `# docsite serve under load\n\n${new Date().toISOString()}, ${seconds} s at 50 connections per target, 127.0.0.1.\n\n${table}\n`);
if (failed) process.exitCode = 1;
