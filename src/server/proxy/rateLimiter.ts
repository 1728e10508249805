/** A per-client request budget. */
export interface RateLimiter {
  /** Counts a request; says whether it is allowed and, if not, how many seconds until it will be. */
  take(clientId: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/**
 * A fixed one-minute window per client. At most `maxClients` windows are tracked; expired
 * ones are dropped first, so a flood of spoofed clients cannot exhaust memory.
 */
export function createRateLimiter(perMinute: number, now: () => number = Date.now, maxClients = 10_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (time: number) => {
    for (const [client, window] of windows) if (time - window.start >= 60_000) windows.delete(client);
    while (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
  };
  return {
    take(clientId) {
      const time = now();
      let window = windows.get(clientId);
      if (!window || time - window.start >= 60_000) {
        if (!window && windows.size >= maxClients) prune(time);
        window = { start: time, count: 0 };
        windows.set(clientId, window);
      }
      window.count++;
      if (window.count <= perMinute) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + 60_000 - time) / 1000)) };
    },
  };
}
