import { serve } from '../server/serve.js';

/** `docsite serve`: serves the folder until interrupted. */
export async function runServe(options: { dir: string; port: number; host: string; config: string }) {
  const running = await serve({ dir: options.dir, port: options.port, host: options.host });
  console.log(`docsite: serving ${options.dir} at ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
