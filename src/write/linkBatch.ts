/**
 * The kept files' links, sent to the write thread in one message a turn of the event loop
 * instead of one each: an edit build at 1,000 pages keeps some 2,350 files, and posting each
 * link on its own cost the main thread about 300 ms of `postMessage` (issue 21 §3).
 */
export class LinkBatch {
  private links: Array<[string, string]> = [];
  private timer: NodeJS.Immediate | undefined;

  /** `send`: hands a batch over (in the order the links were added). */
  constructor(private readonly send: (links: Array<[string, string]>) => void) {}

  /** Queues a link (target, then the file it is a hard link to); sent at the end of this turn, or by `flush`. */
  add(target: string, from: string): void {
    this.links.push([target, from]);
    this.timer ??= setImmediate(() => this.flush());
  }

  /** Sends what is queued now: before any other request, so the write thread sees them in the order they were made. */
  flush(): void {
    if (this.timer) clearImmediate(this.timer);
    this.timer = undefined;
    if (!this.links.length) return;
    const links = this.links;
    this.links = [];
    this.send(links);
  }
}
