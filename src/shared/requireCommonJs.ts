import { createRequire } from 'node:module';

/**
 * `require` for the CommonJS packages docsite runs on (React, esbuild, commander, yaml).
 * Imported as ES modules, each of their files is first scanned by Node's export lexer (which
 * V8 then optimises on the side): about 70 ms of every build's startup. Required, they just run.
 */
export const requireCommonJs = createRequire(import.meta.url);
