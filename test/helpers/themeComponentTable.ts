import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { overridableComponents } from '../../src/render/themeComponents.js';

/**
 * The README's table of the theme components a site may override, generated from the theme:
 * the list `overridableComponents` finds, each with the type of its props as the theme
 * declares it. The README test compares its table with this one; paste it in when it differs.
 */
export function themeComponentTable(themeDir: string): string {
  const rows = [...overridableComponents(themeDir)].map(([name, file]) => {
    const props = propsOf(readFileSync(file, 'utf8'), name);
    return `| \`${name}\` | \`${path.relative(path.dirname(themeDir), file).split(path.sep).join('/')}\` | ${props ? cell(props) : 'none'} |`;
  });
  return ['| Component | Theme file | Props |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The written type of the exported function's first parameter, on one line; undefined when it takes none. */
function propsOf(source: string, name: string): string | undefined {
  const file = ts.createSourceFile(`${name}.tsx`, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declaration = file.statements.find((statement): statement is ts.FunctionDeclaration => ts.isFunctionDeclaration(statement) && statement.name?.text === name);
  const parameter = declaration?.parameters[0];
  if (!parameter) return undefined;
  return (parameter.type?.getText(file) ?? 'untyped').replace(/\s+/g, ' ');
}

/** Inline code in a table cell: a `|` of a union type would end the cell. */
const cell = (code: string) => `\`${code.replace(/\|/g, '\\|')}\``;
