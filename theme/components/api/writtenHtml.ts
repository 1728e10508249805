/**
 * HTML written from a key (a schema tree's or an example's JSON), kept so that the same input on
 * many pages is written once. Bounded by entries and by characters (keys and HTML together), so a
 * few huge inputs cannot hold hundreds of megabytes: past either bound, everything goes and the
 * memo starts over (cheaper than tracking what was used last, and the pages repeat soon).
 */
export class WrittenHtml {
  private readonly written = new Map<string, string>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  /** How many are kept (for tests). */
  get size(): number {
    return this.written.size;
  }

  /** The HTML of `key`, written by `write` unless it is kept. */
  get(key: string, write: () => string): string {
    let html = this.written.get(key);
    if (html !== undefined) return html;
    if (this.written.size >= this.maxEntries || this.chars >= this.maxChars) this.clear();
    this.written.set(key, (html = write()));
    this.chars += key.length + html.length;
    return html;
  }

  clear(): void {
    this.written.clear();
    this.chars = 0;
  }
}
