import { rmSync } from 'node:fs';
import { formatError, DocsiteError } from '../shared/errors.js';

/** What `guardBuildExit` returns: call `finished` once the build printed its summary or its error. */
export interface BuildExitGuard {
  finished(): void;
}

/**
 * Until `finished` is called, the process must not end: content and config are code, and a
 * `process.exit(0)` in an MDX file (or a promise that never settles, which lets the event loop
 * run dry) ended the build with exit 0, no summary and the output not updated, which CI counts
 * as a build that passed. An exit before then is turned into exit 1 with a message, and the
 * build's temporary folder is removed (only synchronous work can run while the process exits).
 */
export function guardBuildExit(tempFolder: string): BuildExitGuard {
  const onExit = (code: number) => {
    process.exitCode = code || 1;
    const error = new DocsiteError(`the build was interrupted before it finished (the process exited with code ${code}); the output was not updated`, {
      hint: 'content and config run as code: look for process.exit or a promise that never settles in MDX, data modules or site.config.ts',
    });
    process.stderr.write(formatError(error) + '\n');
    try {
      // The write thread may still be writing into it: retry while the folder refills.
      rmSync(tempFolder, { recursive: true, force: true, maxRetries: 5, retryDelay: 10 });
    } catch {
      // The next build replaces it.
    }
  };
  process.on('exit', onExit);
  return { finished: () => void process.off('exit', onExit) };
}
