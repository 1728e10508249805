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
}

/**
 * In-memory state per user, so each reader (and each test) gets a coherent world of their
 * own: what one creates or deletes, others do not see. At most `maxUsers` spaces are kept;
 * the least recently used goes first, so a public sandbox cannot grow without bound.
 */
export function createStore(seed: SandboxSeed, maxUsers = 1000): SandboxStore {
  const spaces = new Map<string, UserSpace>();
  return {
    space(userId) {
      let space = spaces.get(userId);
      if (space) {
        spaces.delete(userId);
      } else {
        const copy = (resources: Resource[], key: string) => new Map(resources.map((resource) => seed.adopt(structuredClone(resource), userId)).map((resource) => [String(resource[key]), resource]));
        space = { agents: copy(seed.agents, 'id'), tasks: copy(seed.tasks, 'task_id') };
        if (spaces.size >= maxUsers) spaces.delete(spaces.keys().next().value!);
      }
      spaces.set(userId, space);
      return space;
    },
  };
}
