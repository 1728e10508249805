// Loader hook for moduleLoading.test.ts: reports every file the ES module loader loads, with
// its format (a CommonJS one is scanned by Node's export lexer first).
export async function load(url, context, next) {
  const result = await next(url, context);
  process.stderr.write(`module-load ${result.format} ${url}\n`);
  return result;
}
