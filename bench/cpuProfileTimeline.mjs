#!/usr/bin/env node
// A cold build's timeline, from the profiles `node --cpu-prof` writes (one per thread):
//   node --cpu-prof --cpu-prof-dir=<dir> bin/docsite build
//   node bench/cpuProfileTimeline.mjs <dir> [--step seconds]
// For each thread, from the build's start: when it started and ended, and per step (0.5 s by
// default) how busy it was (0-100%) and the docsite source files most of that step ran under
// (dist/ chunks mapped back to src/ through their source maps). It shows what waits on what,
// which `cpuProfileRanking.mjs`'s totals cannot: e.g. a worker that starts only once the main
// thread is done. Profiles sample wall time: on a loaded machine read the order, not the seconds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

const [dir, ...rest] = process.argv.slice(2);
if (!dir) throw new Error('usage: node bench/cpuProfileTimeline.mjs <profile dir> [--step seconds]');
const step = (rest.includes('--step') ? Number(rest[rest.indexOf('--step') + 1]) : 0.5) * 1e6;

const maps = new Map();
/** The src/ file a frame ran in, when it is docsite's own code. */
function sourceOf({ url, lineNumber, columnNumber }) {
  const chunk = url.match(/^file:\/\/(.*\/dist\/[^/]+\.js)$/);
  if (!chunk) return undefined;
  if (!maps.has(chunk[1])) maps.set(chunk[1], existsSync(`${chunk[1]}.map`) ? new SourceMap(JSON.parse(readFileSync(`${chunk[1]}.map`, 'utf8'))) : null);
  const source = maps.get(chunk[1])?.findEntry(lineNumber, columnNumber)?.originalSource;
  return source?.match(/\/src\/(.*)$/)?.[1];
}

/** Per step of one thread: busy microseconds, and microseconds by the outermost two src/ files on the stack. */
function stepsOf(profile, start) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const labels = new Map();
  const labelOf = (id) => {
    if (labels.has(id)) return labels.get(id);
    const files = [];
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const file = sourceOf(nodes.get(at).callFrame);
      if (file && files.at(-1) !== file) files.push(file);
    }
    const label = files.reverse().slice(0, 2).join(' > ') || '(outside src/)';
    labels.set(id, label);
    return label;
  };
  const steps = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (nodes.get(id).callFrame.functionName === '(idle)') return;
    const at = (steps[Math.floor((time - start) / step)] ??= { busy: 0, by: new Map() });
    at.busy += profile.timeDeltas[index];
    at.by.set(labelOf(id), (at.by.get(labelOf(id)) ?? 0) + profile.timeDeltas[index]);
  });
  return steps;
}

const profiles = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile')).sort().map((file) => [file, JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))]);
const start = Math.min(...profiles.map(([, profile]) => profile.startTime));
const seconds = (micros) => (micros / 1e6).toFixed(2);
for (const [file, profile] of profiles) {
  console.log(`\n${file}: ${seconds(profile.startTime - start)}-${seconds(profile.endTime - start)} s`);
  stepsOf(profile, start).forEach((at, index) => {
    if (!at) return;
    const top = [...at.by].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([label, micros]) => `${label} ${seconds(micros)}`);
    console.log(`  ${seconds(index * step).padStart(6)} ${String(Math.round((100 * at.busy) / step)).padStart(3)}%  ${top.join(' | ')}`);
  });
}
