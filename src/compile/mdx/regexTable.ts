/**
 * shiki's JavaScript engine converts each Oniguruma pattern to a JavaScript regular
 * expression on first use (parse, transform, generate): about 0.35 s of a cold build of a
 * TypeScript/Python/Bash site and about 1 s of one with a dozen languages. The patterns of
 * common grammars are converted once, when docsite is compiled (`bin/compile.mjs` calls
 * `writeRegexTable`: `npm install` in this repository, `npm pack` for the package, never an
 * installed package's install script), into `dist/shiki-regexes.json`, and the highlighter's
 * engine answers its cache from that file (`PrecompiledRegexes`). Under another Node major
 * than the one that packed it, the table is not used and patterns convert on first use.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { bundledLanguages } from 'shiki';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';

/** `[source, flags]`, plus the options of an emulated one: what rebuilds the same regular expression. */
export type SerializedRegex = [source: string, flags: string, options?: EmulatedRegExp['rawOptions']];

interface RegexTable {
  /** Node's major version: the engine's `auto` target depends on it. */
  node: string;
  /** A pattern and what it was converted to: converted again at start, it must come out the same. */
  canary: [pattern: string, converted: SerializedRegex];
  patterns: Record<string, SerializedRegex>;
}

/** Languages docs use most; others convert on first use as before. */
const LANGUAGES = ['typescript', 'tsx', 'javascript', 'jsx', 'json', 'jsonc', 'python', 'shellscript', 'yaml', 'html', 'css', 'markdown', 'diff', 'sql', 'go', 'rust', 'java', 'toml', 'xml', 'docker', 'http', 'ini'];
const CANARY = '(?<![_$[:alnum:]])(?:(?<=\\.\\.\\.)|(?<!\\.))(?:\\b(export)\\s+)?(?:\\b(declare)\\s+)?\\b(?:(abstract)\\s+)?\\b(class)\\b(?=\\s*$|\\s+[^=])';

const nodeMajor = () => process.versions.node.split('.')[0]!;
const serialize = (regex: RegExp): SerializedRegex => (regex instanceof EmulatedRegExp ? [regex.source, regex.flags, regex.rawOptions] : [regex.source, regex.flags]);
/** What the engine itself makes of a pattern (its default constructor, as `createJavaScriptRegexEngine` calls it). */
const convert = (pattern: string) => serialize(defaultJavaScriptRegexConstructor(pattern, { target: 'auto' }));

/** Converts every pattern of the common grammars (and the grammars they embed) into `file`. */
export async function writeRegexTable(file: string): Promise<void> {
  const patterns: Record<string, SerializedRegex> = {};
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const key of ['match', 'begin', 'end', 'while']) {
      const pattern = (node as Record<string, unknown>)[key];
      if (typeof pattern !== 'string' || pattern in patterns) continue;
      try {
        patterns[pattern] = convert(pattern);
      } catch {
        // Not expressible in JavaScript: the engine fails on it as it would anyway.
      }
    }
    for (const value of Object.values(node)) walk(value);
  };
  for (const language of LANGUAGES) for (const grammar of (await bundledLanguages[language as keyof typeof bundledLanguages]()).default) walk(grammar);
  const table: RegexTable = { node: nodeMajor(), canary: [CANARY, convert(CANARY)], patterns };
  writeFileSync(file, JSON.stringify(table));
}

/** The table next to the bundled CLI, when it matches this Node and this engine; else undefined. */
export function loadRegexTable(file = fileURLToPath(new URL('./shiki-regexes.json', import.meta.url))): Map<string, SerializedRegex> | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as RegexTable;
    const [pattern, converted] = table.canary;
    if (table.node !== nodeMajor() || JSON.stringify(convert(pattern)) !== JSON.stringify(converted)) return undefined;
    return new Map(Object.entries(table.patterns));
  } catch {
    return undefined;
  }
}

/** The engine's cache of converted patterns, answering first from the table. */
export class PrecompiledRegexes extends Map<string, RegExp | Error> {
  /** Regular expressions taken from the table. */
  served = 0;
  constructor(private readonly table: Map<string, SerializedRegex>) {
    super();
  }
  override get(pattern: string): RegExp | Error | undefined {
    const found = super.get(pattern);
    if (found !== undefined) return found;
    const entry = this.table.get(pattern);
    if (!entry) return undefined;
    const [source, flags, options] = entry;
    const regex = options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
    this.served++;
    this.set(pattern, regex);
    return regex;
  }
}
