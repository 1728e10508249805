import type { Diagnostic } from '../../types.js';

/**
 * Collects the warnings of one Docusaurus config: each names the config file and the line
 * where the key is written (found in the source text: the config is evaluated, so values
 * carry no positions).
 */
export class ConfigWarnings {
  readonly diagnostics: Diagnostic[] = [];
  private readonly lines: string[];

  constructor(
    /** The config file, relative to the working folder, as messages name it. */
    readonly file: string,
    source: string,
  ) {
    this.lines = source.split(/\r?\n/);
  }

  /** `presets[0].docs.editUrl is not supported yet: ignored`. */
  unsupported(keyPath: string, consequence = 'ignored') {
    this.add('unsupported-docusaurus-option', `${keyPath} is not supported yet: ${consequence}`, keyPath);
  }

  /** One warning for a plugin, preset or theme docsite does not run (`what` is e.g. `plugin`, `plugin preset`). */
  plugin(what: string, name: string, consequence: string, keyPath: string) {
    this.add('unsupported-docusaurus-plugin', `${what} ${name} is not supported: ${consequence}`, keyPath, name);
  }

  /** A warning with its own code, placed at the line holding `needle` (a quoted value) when there is one, else at the key path's. */
  add(code: string, message: string, keyPath: string, needle?: string) {
    const line = (needle ? this.lineOfText(needle) : undefined) ?? this.lineOfKeyPath(keyPath);
    this.diagnostics.push({ severity: 'warning', code, message, source: { file: this.file, ...(line ? { line } : {}) } });
  }

  /** The line of the first occurrence of `text` (a quoted name), if any. */
  lineOfText(text: string): number | undefined {
    const index = this.lines.findIndex((line) => line.includes(`'${text}'`) || line.includes(`"${text}"`) || line.includes(`\`${text}\``));
    return index < 0 ? undefined : index + 1;
  }

  /** Walks the key path's names through the source, each searched from the line of the one before. */
  lineOfKeyPath(keyPath: string): number | undefined {
    const keys = keyPath.split('.').map((key) => key.replace(/\[\d+\]/g, '')).filter(Boolean);
    let from = 0;
    let found: number | undefined;
    for (const key of keys) {
      const pattern = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[$]/g, '\\$&')}['"]?\\s*[:,(]|(^|[\\s{,])${key}\\s*$`);
      const index = this.lines.findIndex((line, at) => at >= from && pattern.test(line));
      if (index < 0) continue;
      found = index + 1;
      from = index;
    }
    return found;
  }
}
