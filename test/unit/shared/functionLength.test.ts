import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The house rule (issue 21): no function in src/ is longer than this many lines. */
const MAX_LINES = 80;
const srcDir = path.resolve(import.meta.dirname, '../../../src');

/** Every .ts and .tsx file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each function (declaration, method, arrow, expression) of a file longer than `max` lines, as `file:line name (n lines)`. */
export function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push(`${path.relative(srcDir, file)}:${start + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A function's name, or that of the variable or property it is assigned to. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

describe('function length', () => {
  it('finds a function over the limit, named after its variable', () => {
    const body = Array.from({ length: 5 }, (_, index) => `  const a${index} = ${index};`).join('\n');
    expect(longFunctions(path.join(srcDir, 'x.ts'), `const long = () => {\n${body}\n};\nfunction short() {}\n`, 4)).toEqual(['x.ts:1 long (7 lines)']);
  });

  it(`no function in src/ is over ${MAX_LINES} lines`, () => {
    const found = sourceFiles(srcDir).flatMap((file) => longFunctions(file, readFileSync(file, 'utf8'), MAX_LINES));
    expect(found).toEqual([]);
  });
});
