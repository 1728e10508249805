/** A JSON object the sandbox keeps (an agent, a task). */
export type Resource = Record<string, unknown>;

/** What one user (one `X-User-Id`) sees: their agents and tasks. */
export interface UserSpace {
  agents: Map<string, Resource>;
  tasks: Map<string, Resource>;
}

/** Where new spaces start from: the documented examples. */
export interface SandboxSeed {
  agents: Resource[];
  tasks: Resource[];
  /** Rewrites a seeded resource for the user it is copied to (e.g. its `user_id`). */
  adopt(resource: Resource, userId: string): Resource;
}

/** The sandbox's memory: one space per user, created from the seed on first use. */
export interface SandboxStore {
  space(userId: string): UserSpace;
  /** Re-measures a user's space after a request that may have changed it, and evicts until the total bound holds again. */
  settle(userId: string): void;
  /** What the store keeps, measured as the JSON size of its resources. */
  readonly bytes: number;
}

/** Bounds of the store. */
export interface StoreLimits {
  /** Most user spaces kept; default 1,000. */
  maxUsers?: number;
  /** Most bytes kept in all (the JSON size of every space); default 16 MiB. */
  maxBytes?: number;
}

/** Default total bound of the sandbox's memory: 16 MiB of JSON. */
export const MAX_SANDBOX_BYTES = 16 * 1024 * 1024;

/** The JSON size of a space's resources, which is what the bound counts. */
function sizeOf(space: UserSpace): number {
  let bytes = 0;
  for (const resources of [space.agents, space.tasks]) for (const resource of resources.values()) bytes += Buffer.byteLength(JSON.stringify(resource));
  return bytes;
}

/**
 * In-memory state per user, so each reader (and each test) gets a coherent world of their
 * own: what one creates or deletes, others do not see. At most `maxUsers` spaces and
 * `maxBytes` in all are kept: the least recently used space goes first (its user starts
 * again from the seed), so a public sandbox cannot grow without bound. A single space over
 * the bound is dropped too, after the request that grew it.
 */
export function createStore(seed: SandboxSeed, limits: StoreLimits = {}): SandboxStore {
  const maxUsers = limits.maxUsers ?? 1000;
  const maxBytes = limits.maxBytes ?? MAX_SANDBOX_BYTES;
  const spaces = new Map<string, { space: UserSpace; bytes: number }>();
  let total = 0;
  const drop = (userId: string) => {
    total -= spaces.get(userId)?.bytes ?? 0;
    spaces.delete(userId);
  };
  /** Evicts least recently used spaces (never `keep`) until both bounds hold, then `keep` itself if it alone is too big. */
  const evict = (keep: string) => {
    for (const userId of spaces.keys()) {
      if (spaces.size <= maxUsers && total <= maxBytes) return;
      if (userId !== keep) drop(userId);
    }
    if (total > maxBytes) drop(keep);
  };
  return {
    space(userId) {
      let entry = spaces.get(userId);
      if (entry) {
        spaces.delete(userId);
      } else {
        const copy = (resources: Resource[], key: string) => new Map(resources.map((resource) => seed.adopt(structuredClone(resource), userId)).map((resource) => [String(resource[key]), resource]));
        const space = { agents: copy(seed.agents, 'id'), tasks: copy(seed.tasks, 'task_id') };
        entry = { space, bytes: sizeOf(space) };
        total += entry.bytes;
      }
      spaces.set(userId, entry);
      evict(userId);
      return entry.space;
    },
    settle(userId) {
      const entry = spaces.get(userId);
      if (!entry) return;
      const bytes = sizeOf(entry.space);
      total += bytes - entry.bytes;
      entry.bytes = bytes;
      evict(userId);
    },
    get bytes() {
      return total;
    },
  };
}
