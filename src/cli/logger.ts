import type { Logger } from '../types.js';

/** Console logger: progress lines only on a TTY (overwritten in place), quiet otherwise. */
export function createLogger(stream: NodeJS.WriteStream = process.stderr): Logger & { done(): void } {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  let progressShown = false;
  const clear = () => {
    if (progressShown) stream.write('\r\x1b[2K');
    progressShown = false;
  };
  return {
    info(message) {
      clear();
      process.stdout.write(message + '\n');
    },
    warn(message) {
      clear();
      stream.write(message + '\n');
    },
    progress(message) {
      if (!tty) return;
      clear();
      stream.write(`docsite: ${message}`);
      progressShown = true;
    },
    done: clear,
  };
}
