#!/usr/bin/env node
// Installs the benchmark peers into bench/peers/<name> from bench/peer-templates/<name>
// (their own package.json and lockfile; never dependencies of docsite):
// `node bench/installPeers.mjs docusaurus starlight`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
for (const name of process.argv.slice(2).length ? process.argv.slice(2) : ['docusaurus', 'starlight']) {
  const template = path.join(benchDir, 'peer-templates', name);
  if (!existsSync(template)) throw new Error(`unknown peer ${name}`);
  const target = path.join(benchDir, 'peers', name);
  cpSync(template, target, { recursive: true });
  console.log(`installing ${name} into ${path.relative(process.cwd(), target)}…`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: target, stdio: 'inherit' });
}
