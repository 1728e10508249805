// Code blocks for the corpus: a few templates per language, filled with identifiers and
// literals from the lexicon, so every page's blocks differ (as on a real site) and the
// highlighter's line cache sees real variety. `unique` (page and block number) goes into a
// literal of every block, which makes two blocks never equal.
import { capitalize, int, pick } from './prose.mjs';

const camel = (r, lexicon, parts = 2) => lexicon.rare(r) + Array.from({ length: parts - 1 }, () => capitalize(lexicon.rare(r))).join('');
const snake = (r, lexicon, parts = 2) => Array.from({ length: parts }, () => lexicon.rare(r)).join('_');
const pascal = (r, lexicon) => capitalize(camel(r, lexicon));
const repeat = (r, min, max, line) => Array.from({ length: int(r, min, max) }, line).join('\n');

/** Per language: templates `(r, lexicon, unique) => code`. */
const TEMPLATES = {
  ts: [
    (r, l, u) => `export interface ${pascal(r, l)} {\n${repeat(r, 2, 6, () => `  ${camel(r, l)}${r() < 0.3 ? '?' : ''}: ${pick(r, ['string', 'number', 'boolean', 'string[]'])};`)}\n}\n\nexport const ${camel(r, l)}Limit = ${u};`,
    (r, l, u) => `import { ${camel(r, l)} } from './${l.rare(r)}';\n\nexport async function ${camel(r, l)}(${camel(r, l, 1)}: string): Promise<number> {\n  const ${camel(r, l, 1)} = await ${camel(r, l)}(${camel(r, l, 1)}, { retries: ${int(r, 1, 9)} });\n  return ${camel(r, l, 1)}.length * ${u};\n}`,
  ],
  js: [
    (r, l, u) => `const ${camel(r, l)} = require('${l.rare(r)}');\n\nmodule.exports = function ${camel(r, l)}(options = {}) {\n  const { ${camel(r, l, 1)} = ${u}, ${camel(r, l, 1)} = '${l.rare(r)}' } = options;\n  return ${camel(r, l, 1)}.map((item) => item.${camel(r, l, 1)});\n};`,
    (r, l, u) => `fetch('/api/${l.rare(r)}/${u}')\n  .then((response) => response.json())\n  .then((${camel(r, l, 1)}) => {\n${repeat(r, 1, 4, () => `    console.log(${camel(r, l, 1)}.${camel(r, l)});`)}\n  });`,
  ],
  python: [
    (r, l, u) => `def ${snake(r, l)}(${snake(r, l, 1)}, ${snake(r, l, 1)}=${u}):\n    """${capitalize(l.word(r))} ${l.word(r)} ${l.rare(r)}."""\n${repeat(r, 1, 4, () => `    ${snake(r, l, 1)} = ${snake(r, l, 1)}.${snake(r, l)}(${int(r, 0, 99)})`)}\n    return ${snake(r, l, 1)}`,
    (r, l, u) => `import ${l.rare(r)}\n\nclass ${pascal(r, l)}:\n    ${snake(r, l).toUpperCase()} = ${u}\n\n    def __init__(self, ${snake(r, l, 1)}):\n        self.${snake(r, l, 1)} = ${snake(r, l, 1)}`,
  ],
  bash: [
    (r, l, u) => `curl -s "https://api.example.com/v${int(r, 1, 3)}/${l.rare(r)}/${u}" \\\n  -H "Authorization: Bearer $${snake(r, l).toUpperCase()}" | jq '.${l.rare(r)}'`,
    (r, l, u) => `export ${snake(r, l).toUpperCase()}=${u}\n${repeat(r, 1, 4, () => `${pick(r, ['npm run', 'make', 'docker compose', 'git'])} ${l.rare(r)} --${l.rare(r)}`)}`,
  ],
  json: [
    (r, l, u) => `{\n  "${camel(r, l)}": ${u},\n${repeat(r, 1, 5, () => `  "${camel(r, l, 1)}": "${l.rare(r)}",`)}\n  "${camel(r, l, 1)}": ${pick(r, ['true', 'false', 'null'])}\n}`,
  ],
  yaml: [
    (r, l, u) => `${l.rare(r)}:\n  ${l.rare(r)}: ${u}\n${repeat(r, 1, 5, () => `  ${snake(r, l)}: ${pick(r, [l.rare(r), String(int(r, 0, 999)), 'true'])}`)}`,
  ],
  go: [
    (r, l, u) => `package ${l.rare(r)}\n\nfunc ${pascal(r, l)}(${camel(r, l, 1)} []string) int {\n\ttotal := ${u}\n\tfor _, ${camel(r, l, 1)} := range ${camel(r, l, 1)} {\n\t\ttotal += len(${camel(r, l, 1)})\n\t}\n\treturn total\n}`,
  ],
  rust: [
    (r, l, u) => `pub struct ${pascal(r, l)} {\n${repeat(r, 1, 4, () => `    pub ${snake(r, l)}: ${pick(r, ['u32', 'String', 'bool', 'Vec<u8>'])},`)}\n}\n\nconst ${snake(r, l).toUpperCase()}: u64 = ${u};`,
  ],
  java: [
    (r, l, u) => `public final class ${pascal(r, l)} {\n    private static final int ${snake(r, l).toUpperCase()} = ${u};\n\n    public int ${camel(r, l)}(String ${camel(r, l, 1)}) {\n        return ${camel(r, l, 1)}.length() + ${int(r, 1, 99)};\n    }\n}`,
  ],
  sql: [
    (r, l, u) => `SELECT ${snake(r, l, 1)}, ${snake(r, l)}, COUNT(*) AS ${snake(r, l, 1)}\nFROM ${snake(r, l)}\nWHERE ${snake(r, l, 1)} > ${u}\nGROUP BY ${snake(r, l, 1)}\nORDER BY ${snake(r, l, 1)} DESC\nLIMIT ${int(r, 5, 100)};`,
  ],
  css: [
    (r, l, u) => `.${l.rare(r)}-${l.rare(r)} {\n  margin: ${int(r, 0, 32)}px ${int(r, 0, 32)}px;\n  color: #${(u * 2654435761 % 0xffffff).toString(16).padStart(6, '0')};\n}\n${repeat(r, 1, 3, () => `.${l.rare(r)} { display: ${pick(r, ['flex', 'grid', 'block', 'none'])}; }`)}`,
  ],
  html: [
    (r, l, u) => `<section class="${l.rare(r)}" data-id="${u}">\n  <h2>${capitalize(l.word(r))} ${l.rare(r)}</h2>\n${repeat(r, 1, 4, () => `  <p>${l.word(r)} ${l.rare(r)} ${l.word(r)}</p>`)}\n</section>`,
  ],
  diff: [
    (r, l, u) => `- ${camel(r, l)}: ${int(r, 0, 99)}\n+ ${camel(r, l)}: ${u}\n  ${camel(r, l)}: true`,
  ],
};

export const LANGUAGES = Object.keys(TEMPLATES);

/** One fenced code block in a language drawn for this page; `unique` makes it differ from every other block. */
export function codeBlock(r, lexicon, unique) {
  const language = pick(r, LANGUAGES);
  const code = pick(r, TEMPLATES[language])(r, lexicon, unique);
  return { language, code, fence: '```' + language + (r() < 0.15 ? ` title="${lexicon.rare(r)}.${language}"` : '') + '\n' + code + '\n```' };
}
