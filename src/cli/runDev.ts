import { startDev } from '../dev/startDev.js';

/** `docsite dev`: build, serve, watch. */
export async function runDev(options: { config: string; port: number; host: string; locale?: string }) {
  const dev = await startDev({ configFile: options.config, port: options.port, host: options.host, locale: options.locale, log: console });
  console.log(`docsite: dev server at ${dev.url}`);
  const stop = () => void dev.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
