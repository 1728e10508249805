// Loader hook for moduleLoading.test.ts: reports every file the ES module loader loads, with
// its format (a CommonJS one is scanned by Node's export lexer first). Appended to the file
// DOCSITE_MODULE_LOG names, synchronously: lines written to stderr from the hooks thread of a
// worker could be lost when the worker was stopped.
import { appendFileSync } from 'node:fs';

export async function load(url, context, next) {
  const result = await next(url, context);
  appendFileSync(process.env.DOCSITE_MODULE_LOG, `module-load ${result.format} ${url}\n`);
  return result;
}
