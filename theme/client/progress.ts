/**
 * Spec 9: "A progress bar appears after 200 ms of loading", with minimum 0.08, speed 200 ms,
 * trickle rate 0.02 and trickle speed 800 ms (the nprogress settings Docusaurus uses).
 */
export const PROGRESS = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800, max: 0.994 } as const;

/** One trickle step: a random share of the trickle rate, never reaching the end on its own. */
export function trickle(value: number, random: number): number {
  return Math.min(value + random * PROGRESS.trickleRate, PROGRESS.max);
}

/** The element the bar drives (the `#progress` element, `role="progressbar"`). */
export interface ProgressElement {
  hidden: boolean;
  style: { transform: string; opacity: string };
  setAttribute(name: string, value: string): void;
}

/** A bar that shows only for loads longer than the delay, trickles while waiting, and completes. */
export interface ProgressBar {
  start(): void;
  done(): void;
}

export function createProgressBar(element: ProgressElement, random: () => number = Math.random): ProgressBar {
  let value = 0;
  let delay: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const set = (next: number) => {
    value = next;
    element.style.transform = `scaleX(${next})`;
    element.setAttribute('aria-valuenow', String(Math.round(next * 100)));
  };
  const stop = () => {
    clearTimeout(delay);
    clearInterval(ticker);
    clearTimeout(hide);
    delay = ticker = hide = undefined;
  };
  return {
    start() {
      stop();
      if (!element.hidden) element.hidden = true;
      delay = setTimeout(() => {
        element.style.opacity = '1';
        element.hidden = false;
        set(PROGRESS.minimum);
        ticker = setInterval(() => set(trickle(value, random())), PROGRESS.trickleSpeedMs);
      }, PROGRESS.delayMs);
    },
    done() {
      const shown = !element.hidden;
      stop();
      if (!shown) return;
      // Fill, then fade over one `speed`, then hide: the nprogress finish.
      set(1);
      hide = setTimeout(() => {
        element.style.opacity = '0';
        hide = setTimeout(() => {
          element.hidden = true;
          set(0);
        }, PROGRESS.speedMs);
      }, PROGRESS.speedMs);
    },
  };
}
