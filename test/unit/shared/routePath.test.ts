import { describe, expect, it } from 'vitest';
import { routePathProblem, routeProblem } from '../../../src/shared/routePath.js';

describe('routePathProblem', () => {
  it.each([
    ['../../../../../../tmp/x', "it has a '.' or '..' segment"],
    ['guides/../../x', "it has a '.' or '..' segment"],
    ['./x', "it has a '.' or '..' segment"],
    ['x/..', "it has a '.' or '..' segment"],
    ['..\\..\\x', 'it contains a backslash'],
    ['x\u0000.html', 'it contains a control character'],
    ['x\ny', 'it contains a control character'],
    ['..%2F..%2Fx', 'it contains an encoded slash, backslash, dot or control character'],
    ['%2e%2e/x', 'it contains an encoded slash, backslash, dot or control character'],
    ['a%5Cb', 'it contains an encoded slash, backslash, dot or control character'],
    ['x%00.html', 'it contains an encoded slash, backslash, dot or control character'],
    ['https://evil.example/x', 'it starts with a URL scheme'],
    ['javascript:alert(1)', 'it starts with a URL scheme'],
    ['//evil.example/x', 'it starts with // (a host)'],
  ])('refuses %j: %s', (value, reason) => {
    expect(routePathProblem(value)).toBe(reason);
  });

  it.each(['guides/setup', '/guides/setup', 'v1.2/notes', '..hidden-but-plain', 'a%20b', '/', 'x/', 'café'])('accepts %j', (value) => {
    expect(routePathProblem(value)).toBeUndefined();
  });
});

describe('routeProblem', () => {
  it('asks for an absolute route without empty segments, on top of the piece rules', () => {
    expect(routeProblem('docs/x')).toBe('it does not start with /');
    expect(routeProblem('/docs//x')).toBe('it has an empty segment');
    expect(routeProblem('/docs/x/')).toBe('it has an empty segment');
    expect(routeProblem('/docs/../x')).toBe("it has a '.' or '..' segment");
    expect(routeProblem('/')).toBeUndefined();
    expect(routeProblem('/docs/intro')).toBeUndefined();
  });
});
