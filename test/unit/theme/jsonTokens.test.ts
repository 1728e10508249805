import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonTokens } from '../../../theme/components/api/jsonTokens';
import { JsonCode } from '../../../theme/components/api/JsonCode';

describe('jsonTokens', () => {
  it('tells keys from string values, and numbers and literals from punctuation', () => {
    const tokens = jsonTokens('{\n  "id": "agt_1",\n  "n": -1.5e3,\n  "ok": true,\n  "x": null\n}');
    expect(tokens.filter((token) => token.kind !== 'plain')).toEqual([
      { kind: 'key', text: '"id"' },
      { kind: 'string', text: '"agt_1"' },
      { kind: 'key', text: '"n"' },
      { kind: 'number', text: '-1.5e3' },
      { kind: 'key', text: '"ok"' },
      { kind: 'literal', text: 'true' },
      { kind: 'key', text: '"x"' },
      { kind: 'literal', text: 'null' },
    ]);
  });

  it('keeps every character, escaped quotes and text that is not JSON included, with no two plain pieces in a row', () => {
    for (const text of ['{"a\\"b": "c\\\\", "d": [1, 2]}', '<b>not json</b> 42', '', '"unterminated']) {
      const tokens = jsonTokens(text);
      expect(tokens.map((token) => token.text).join('')).toBe(text);
      expect(tokens.some((token, index) => token.kind === 'plain' && tokens[index + 1]?.kind === 'plain')).toBe(false);
    }
    expect(jsonTokens('{"a\\"b": 1}')[1]).toEqual({ kind: 'key', text: '"a\\"b"' });
  });
});

describe('JsonCode', () => {
  it('writes the tokens as classed spans in a focusable pre, escaping markup in the text', () => {
    const html = renderToString(createElement(JsonCode, { json: '{"html": "<img src=x>"}' }));
    expect(html).toBe('<pre tabindex="0"><code class="language-json">{<span class="json-key">&quot;html&quot;</span>: <span class="json-string">&quot;&lt;img src=x&gt;&quot;</span>}</code></pre>');
  });
});
