import { rmSync } from 'node:fs';
import { ConfigError, DocsiteError, formatError } from '../shared/errors.js';
import { isCompiledFrom } from '../shared/loadModule.js';
import type { WriteGate } from '../write/writeGate.js';

/** What `guardBuildProcess` returns: call `finished` once the build printed its summary or returned its error. */
export interface BuildProcessGuard {
  finished(): void;
}

/** What the guard needs to know of the build it watches. */
export interface GuardedBuild {
  /** The build's temporary folder, removed when the process ends early. */
  tempFolder: string;
  /** Shut before the folder is removed, so the write thread cannot create it again after. */
  writeGate?: WriteGate;
  /** Absolute path of the site config, and the path it is named by in messages. */
  configFile: string;
  configName: string;
}

/**
 * Content and config are code, and code can end or break the process behind the build's back.
 * Until `finished` is called:
 * - an exit (a `process.exit(0)` in an MDX file, or a promise that never settles, which lets
 *   the event loop run dry) is turned into exit 1 with a message: it ended the build with exit
 *   0, no summary and the output not updated, which CI counts as a build that passed;
 * - an error thrown asynchronously (a timer, a promise nobody awaits) is printed like every
 *   other error, as a config error when it comes from the config, instead of Node's raw stack.
 * Either way the build's temporary folder is removed (only synchronous work can run then).
 */
export function guardBuildProcess(build: GuardedBuild): BuildProcessGuard {
  const onExit = (code: number) => {
    process.exitCode = code || 1;
    const error = new DocsiteError(`the build was interrupted before it finished (the process exited with code ${code}); the output was not updated`, {
      hint: 'content and config run as code: look for process.exit or a promise that never settles in MDX, data modules or site.config.ts',
    });
    process.stderr.write(formatError(error) + '\n');
    removeTempFolder(build);
  };
  const onAsyncError = (thrown: unknown) => {
    finished();
    process.stderr.write(formatError(asyncError(thrown, build), process.env.DEBUG?.includes('docsite')) + '\n');
    removeTempFolder(build);
    // After an uncaught error nothing in the process can be trusted to finish: stop here, as Node would.
    process.exit(1);
  };
  const finished = () => {
    process.off('exit', onExit);
    process.off('uncaughtException', onAsyncError);
    process.off('unhandledRejection', onAsyncError);
  };
  process.on('exit', onExit);
  process.on('uncaughtException', onAsyncError);
  process.on('unhandledRejection', onAsyncError);
  return { finished };
}

/** An error thrown outside the build's steps, named after the config when its stack passes through it. */
function asyncError(thrown: unknown, build: GuardedBuild): DocsiteError {
  if (thrown instanceof DocsiteError) return thrown;
  const stack = thrown instanceof Error ? (thrown.stack ?? '') : '';
  if (isCompiledFrom(stack, build.configFile)) return new ConfigError(`could not load ${build.configName}`, { source: { file: build.configName }, cause: thrown });
  return new DocsiteError('the build failed: an error was thrown outside its steps (by a timer or a promise nobody awaited, in content, data modules or the theme)', { cause: thrown });
}

function removeTempFolder({ tempFolder, writeGate }: GuardedBuild) {
  // The write thread runs on until the process exits: stop it first, or a folder it creates
  // after the removal is left behind (seen in CI: a timer's error, a worker still starting).
  writeGate?.shut();
  try {
    rmSync(tempFolder, { recursive: true, force: true, maxRetries: 5, retryDelay: 10 });
  } catch {
    // The next build replaces it.
  }
}
