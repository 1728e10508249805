// Converts the patterns of common grammars to JavaScript regular expressions once, at install
// (run by bin/compile.mjs), into dist/shiki-regexes.json. shiki's JavaScript engine converts
// each Oniguruma pattern on first use, which took about 0.35 s of a cold build of a
// TypeScript/Python/Bash site and about 1 s of one with a dozen languages; the highlighter
// (src/compile/mdx/highlighter.ts) reads the converted ones from this file instead.
import { writeFileSync } from 'node:fs';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { bundledLanguages } from 'shiki';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';

/** Languages docs use most; others convert on first use as before. */
const LANGUAGES = ['typescript', 'tsx', 'javascript', 'jsx', 'json', 'jsonc', 'python', 'shellscript', 'yaml', 'html', 'css', 'markdown', 'diff', 'sql', 'go', 'rust', 'java', 'toml', 'xml', 'docker', 'http', 'ini'];
/** Converted at install and again at start: a mismatch (another engine version or Node) means the file is ignored. */
const CANARY = '(?<![_$[:alnum:]])(?:(?<=\\.\\.\\.)|(?<!\\.))(?:\\b(export)\\s+)?(?:\\b(declare)\\s+)?\\b(?:(abstract)\\s+)?\\b(class)\\b(?=\\s*$|\\s+[^=])';

/** `[source, flags]`, plus the options of an emulated one: what rebuilds the same regular expression (as highlighter.ts reads it). */
const serialize = (regex) => (regex instanceof EmulatedRegExp ? [regex.source, regex.flags, regex.rawOptions] : [regex.source, regex.flags]);
const convert = (pattern) => serialize(defaultJavaScriptRegexConstructor(pattern, { target: 'auto' }));

export async function writeRegexTable(file) {
  const patterns = {};
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    for (const key of ['match', 'begin', 'end', 'while']) {
      const pattern = node[key];
      if (typeof pattern !== 'string' || pattern in patterns) continue;
      try {
        patterns[pattern] = convert(pattern);
      } catch {
        // Not expressible in JavaScript: the engine fails on it as it would anyway.
      }
    }
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
  };
  for (const language of LANGUAGES) for (const grammar of (await bundledLanguages[language]()).default) walk(grammar);
  writeFileSync(file, JSON.stringify({ node: process.versions.node.split('.')[0], canary: [CANARY, convert(CANARY)], patterns }));
}
