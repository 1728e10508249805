// Preloaded (`--require`) by moduleLoading.test.ts: reports every package name `require` is asked
// for in the main thread, one a line, to the file DOCSITE_REQUIRE_LOG names.
const { appendFileSync } = require('node:fs');
const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (!request.startsWith('.') && !request.startsWith('/') && !request.startsWith('node:')) appendFileSync(process.env.DOCSITE_REQUIRE_LOG, `${request}\n`);
  return load.call(this, request, ...rest);
};
