import { describe, expect, it } from 'vitest';
import { hasModuleSyntax } from '../../../src/compile/mdx/compileMarkdown.js';
import { unwrapMdxCodeBlocks } from '../../../src/compile/mdx/unwrapMdxCodeBlocks.js';

describe('unwrapMdxCodeBlocks', () => {
  it('replaces each mdx-code-block fence with its content, its fence lines blank so later lines keep their numbers', () => {
    const source = 'Intro\n\n```mdx-code-block\nimport A from "./A";\n\n<A />\n```\n\nAfter\n\n````mdx-code-block\nexport const b = 1;\n````\n';
    const unwrapped = unwrapMdxCodeBlocks(source);
    expect(unwrapped).toBe('Intro\n\n\nimport A from "./A";\n\n<A />\n\n\nAfter\n\n\nexport const b = 1;\n\n');
    expect(unwrapped.split('\n').indexOf('After')).toBe(source.split('\n').indexOf('After'));
  });

  it('leaves other fences, and text without one, as they are', () => {
    const source = '```js\nimport x from "y";\n```\n';
    expect(unwrapMdxCodeBlocks(source)).toBe(source);
  });
});

describe('hasModuleSyntax', () => {
  it('sees import and export statements outside code only', () => {
    expect(hasModuleSyntax("import Tabs from '@theme/Tabs';\n\nText")).toBe(true);
    expect(hasModuleSyntax('export const a = 1;\n')).toBe(true);
    expect(hasModuleSyntax('```js\nimport os\n```\n\nThe word import starts no line.')).toBe(false);
  });
});
