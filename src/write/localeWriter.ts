import type { FileContents } from './filePieces.js';
import type { Writer } from './writer.js';

/**
 * A locale's view of the build's one writer: its files go under the locale's folder
 * (`fr/docs/intro.html`), and its `paths` are its own, as a site of its own would see them
 * (the link check compares links with them). Committing is the build's, once every locale
 * is built; a failure in any locale drops the whole output.
 */
export class LocaleWriter implements Writer {
  readonly paths = new Set<string>();

  constructor(
    private readonly writer: Writer,
    /** The locale's folder with a trailing slash: `fr/`. */
    private readonly prefix: string,
  ) {}

  add(file: string, contents: FileContents) {
    this.paths.add(file);
    return this.writer.add(this.prefix + file, contents);
  }

  async commit() {}

  abort() {
    return this.writer.abort();
  }

  /** A file kept from the previous output (`from`, which the caller names in the locale's folder), when the build's writer links. */
  get link() {
    return (
      this.writer.link &&
      ((file: string, from: string) => {
        this.paths.add(file);
        return this.writer.link!(this.prefix + file, from);
      })
    );
  }

  /** An output file in the locale's folder written as its text arrives, when the build's writer streams. */
  get streamOutput() {
    return (
      this.writer.streamOutput &&
      ((file: string) => {
        const stream = this.writer.streamOutput!(this.prefix + file);
        if (stream) this.paths.add(file);
        return stream;
      })
    );
  }

  /** A file of the committed output in the locale's folder, when the build's writer replaces files in place. */
  get addCommitted() {
    return (
      this.writer.addCommitted &&
      ((file: string, contents: string | Uint8Array) => {
        this.paths.add(file);
        return this.writer.addCommitted!(this.prefix + file, contents);
      })
    );
  }

  get dropCommitted() {
    return (
      this.writer.dropCommitted &&
      ((file: string) => {
        this.paths.delete(file);
        this.writer.dropCommitted!(this.prefix + file);
      })
    );
  }

  get openStream() {
    return this.writer.openStream && ((file: string) => this.writer.openStream!(file));
  }
}
