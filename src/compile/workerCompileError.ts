/** A failed compile or render, carried back from a worker thread (see `PageWorkers`) with its source location. */
export class WorkerCompileError extends Error {
  constructor(
    message: string,
    readonly source?: unknown,
    readonly hint?: string,
  ) {
    super(message);
  }
}
