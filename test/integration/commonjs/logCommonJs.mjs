// Loader hook for commonJsLoading.test.ts: reports every CommonJS file the ES module loader
// translates (each is scanned by Node's export lexer first).
export async function load(url, context, next) {
  const result = await next(url, context);
  if (result.format === 'commonjs') process.stderr.write(`commonjs-through-import ${url}\n`);
  return result;
}
