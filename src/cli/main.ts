import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command as CommanderCommand } from 'commander';
import { DocsiteError, formatError } from '../shared/errors.js';
import { packageVersion } from '../shared/packageRoot.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';
import { parseCores } from './parseCores.js';
import { runBuild } from './runBuild.js';

const { Command, CommanderError, InvalidArgumentError } = requireCommonJs('commander') as typeof import('commander');

/** Exit codes: 0 success, 1 build or runtime error, 2 usage error. */
const EXIT_USAGE = 2;

const port = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return number;
};

/** A `baseUrl` as the config takes it: a path with a slash at both ends. */
const basePath = (value: string) => {
  if (!/^\/(?:.*\/)?$/.test(value)) throw new InvalidArgumentError("expected a path starting and ending with '/', such as /myproject/");
  return value;
};

function program(): CommanderCommand {
  const cli = new Command('docsite')
    .description('Build, serve and develop documentation sites from MDX, blog posts and OpenAPI documents.')
    .version(packageVersion(), '-v, --version')
    .exitOverride()
    .showHelpAfterError('(run docsite --help for usage)');

  cli
    .command('init')
    .description('write a new site (config, docs, blog, home page, package.json) into a folder')
    .argument('[dir]', 'folder for the site, created when missing', '.')
    .action(async (dir: string) => {
      await (await import('./runInit.js')).runInit(dir);
    });

  cli
    .command('migrate')
    .description('write site.config.ts from the Docusaurus config (and sidebars) of a folder')
    .argument('[dir]', 'folder of the Docusaurus site', '.')
    .action(async (dir: string) => {
      await (await import('./runMigrate.js')).runMigrate(dir);
    });

  cli
    .command('docs:version')
    .description('snapshot the current docs and sidebars as a new version (versioned_docs/, versions.json), as Docusaurus does')
    .argument('<name>', 'the version name, e.g. 1.2')
    .option('-c, --config <file>', 'site config file', 'site.config.ts')
    .action(async (name: string, options: { config: string }) => {
      await (await import('./runDocsVersion.js')).runDocsVersion(name, options);
    });

  cli
    .command('build')
    .description('build the site into a static folder; fails on broken links')
    .option('-c, --config <file>', 'site config file', 'site.config.ts')
    .option('-o, --out <dir>', 'output folder', 'build')
    .option('-f, --force', 'build even when nothing changed since the last build')
    .option('--cores <n>', 'threads that compile and render, the main thread coordinating (default: every core but one; 1: all on the main thread)', parseCores)
    .option('-l, --locale <code>', 'build only this locale of a site with i18n (default: every locale)')
    .action(async (options: { config: string; out: string; force?: boolean; cores?: number; locale?: string }) => {
      await runBuild(options);
    });

  cli
    .command('serve')
    .description('serve a built site (and the API try-it proxy) over HTTP')
    .option('-d, --dir <dir>', 'folder to serve', 'build')
    .option('-p, --port <port>', 'port to listen on', port, 3000)
    .option('-H, --host <host>', 'address to bind', '127.0.0.1')
    .option('-c, --config <file>', 'site config (for the API proxy and its baseUrl)', 'site.config.ts')
    .option('-b, --base-url <path>', 'path the site is served under (default: the config\'s baseUrl, else /)', basePath)
    .action(async (options: { dir: string; port: number; host: string; config: string; baseUrl?: string }) => {
      if (!existsSync(path.resolve(options.dir))) throw new DocsiteError(`nothing to serve: ${options.dir} does not exist`, { hint: 'run docsite build first' });
      // The servers (chokidar, the proxy) load with their command: a build never needs them.
      await (await import('./runServe.js')).runServe(options);
    });

  cli
    .command('dev')
    .description('build, serve and rebuild on change, reloading the browser')
    .option('-c, --config <file>', 'site config file', 'site.config.ts')
    .option('-p, --port <port>', 'port to listen on', port, 3000)
    .option('-H, --host <host>', 'address to bind', '127.0.0.1')
    .option('-l, --locale <code>', 'build and serve this locale of a site with i18n (default: the default locale)')
    .action(async (options: { config: string; port: number; host: string; locale?: string }) => {
      await (await import('./runDev.js')).runDev(options);
    });
  cli
    .command('proxy')
    .description('run the API try-it proxy alone (for production, behind the same origin as the site)')
    .option('-c, --config <file>', 'site config file', 'site.config.ts')
    .option('-p, --port <port>', 'port to listen on', port, 8787)
    .option('-H, --host <host>', 'address to bind', '127.0.0.1')
    .option('-u, --upstream <url>', 'API base URL to forward to, or "sandbox" (default: openapi.proxy.upstream)')
    .action(async (options: { config: string; port: number; host: string; upstream?: string }) => {
      await (await import('./runProxy.js')).runProxy(options);
    });
  return cli;
}

async function main(argv: string[]) {
  try {
    await program().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : EXIT_USAGE;
      return;
    }
    console.error(formatError(error, process.env.DEBUG?.includes('docsite')));
    process.exitCode = 1;
  }
}

await main(process.argv);
