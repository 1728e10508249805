import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { build } from 'esbuild';

/**
 * workerd's binary. The `workerd` package finds it in its platform package (an optional
 * dependency, e.g. `@cloudflare/workerd-linux-64`), so it needs no install script. Resolving
 * it throws when it is missing: the tests that use it fail rather than skip.
 */
const workerdBinary: string = createRequire(import.meta.url)('workerd').default;

/** One Worker of the process: a name (also its socket's) and its text vars. */
export interface WorkerService {
  name: string;
  vars: Record<string, string>;
}

/** A running workerd process serving each Worker on its own 127.0.0.1 port. */
export interface WorkerdProcess {
  ports: Record<string, number>;
  output(): string;
  stop(): Promise<void>;
}

/** A Cap'n Proto text string (its escapes are C's, which JSON's are for this text). */
const text = (value: string) => JSON.stringify(value);

/**
 * workerd's config: every Worker runs the same bundle with its own vars, listens on
 * 127.0.0.1 on a port the kernel picks, and may fetch only 127.0.0.1 (its fake upstreams).
 */
function workerdConfig(services: WorkerService[], compatibilityDate: string): string {
  const worker = ({ name, vars }: WorkerService) => {
    const bindings = Object.entries(vars).map(([key, value]) => `(name = ${text(key)}, text = ${text(value)})`);
    const modules = '[(name = "worker.js", esModule = embed "worker.js")]';
    return `(name = ${text(name)}, worker = (modules = ${modules}, compatibilityDate = ${text(compatibilityDate)}, bindings = [${bindings.join(', ')}], globalOutbound = "loopback"))`;
  };
  const sockets = services.map(({ name }) => `(name = ${text(name)}, address = "127.0.0.1:0", http = (), service = ${text(name)})`);
  return [
    'using Workerd = import "/workerd/workerd.capnp";',
    'const config :Workerd.Config = (',
    `  services = [${[...services.map(worker), '(name = "loopback", network = (allow = ["127.0.0.1/32"]))'].join(',\n    ')}],`,
    `  sockets = [${sockets.join(', ')}],`,
    ');',
  ].join('\n');
}

/** How long workerd may take to listen (it takes well under a second when the machine is idle). */
const START_TIMEOUT_MS = 30_000;

/** Waits for workerd to report, on its control descriptor, the port of every socket; rejects with its output if it exits or takes too long first. */
function listeningPorts(control: Readable, names: string[], exited: Promise<number | null>, output: () => string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`workerd did not listen within ${START_TIMEOUT_MS} ms:\n${output()}`)), START_TIMEOUT_MS);
    const ports: Record<string, number> = {};
    let pending = '';
    control.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const message = JSON.parse(line) as { event: string; socket: string; port: number };
        if (message.event === 'listen') ports[message.socket] = message.port;
      }
      if (names.every((name) => name in ports)) {
        clearTimeout(timer);
        resolve(ports);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`workerd exited (${code}) before listening:\n${output()}`));
    });
  });
}

/**
 * Bundles `entry` with esbuild (as wrangler does) into a temporary folder and serves it in
 * workerd, once per Worker of `services`. The caller must `stop()` it.
 */
export async function startWorkerd(entry: string, services: WorkerService[], compatibilityDate: string): Promise<WorkerdProcess> {
  const folder = mkdtempSync(path.join(tmpdir(), 'docsite-workerd-'));
  await build({ entryPoints: [entry], outfile: path.join(folder, 'worker.js'), bundle: true, format: 'esm', platform: 'neutral', target: 'es2022', logLevel: 'error' });
  writeFileSync(path.join(folder, 'config.capnp'), workerdConfig(services, compatibilityDate));
  // Descriptor 3 is the control channel: workerd writes a JSON line per socket with the port it got.
  const child = spawn(workerdBinary, ['serve', path.join(folder, 'config.capnp'), '--control-fd=3'], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const ports = await listeningPorts(child.stdio[3] as Readable, services.map((service) => service.name), exited, () => output);
    return { ports, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
