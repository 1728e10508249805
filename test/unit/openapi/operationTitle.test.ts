import { describe, expect, it } from 'vitest';
import { generatedOperationId, operationTitle, operationTitleHtml } from '../../../src/compile/openapi/operationTitle.js';

const entry = (summary: string | undefined, method = 'get', path = '/pets/{petId}') => ({ method, path, operation: { summary } });

describe('operation titles', () => {
  it('generates a stable key from method and path for an operation without operationId', () => {
    expect(generatedOperationId('get', '/pets/{petId}')).toBe('get-pets-petid');
    expect(generatedOperationId('post', '/v2/pets')).toBe('post-v-2-pets');
  });

  it('falls back to METHOD /path when the summary is missing, empty or blank', () => {
    expect(operationTitle(entry(undefined))).toBe('GET /pets/{petId}');
    expect(operationTitle(entry(''))).toBe('GET /pets/{petId}');
    expect(operationTitle(entry('  ', 'delete'))).toBe('DELETE /pets/{petId}');
    expect(operationTitleHtml(entry(''))).toBeUndefined();
  });

  it('strips Markdown from the plain title and renders it inline in the HTML one', () => {
    expect(operationTitle(entry('Get a `Pet` by **id**'))).toBe('Get a Pet by id');
    expect(operationTitleHtml(entry('Get a `Pet` by **id**'))).toBe('Get a <code>Pet</code> by <strong>id</strong>');
    expect(operationTitle(entry('See [the guide](https://example.com) &amp; more'))).toBe('See the guide & more');
    expect(operationTitle(entry('snake_case_name'))).toBe('snake_case_name');
  });

  it('keeps a summary without Markdown as it is, with no HTML variant', () => {
    expect(operationTitle(entry('List pets'))).toBe('List pets');
    expect(operationTitleHtml(entry('List pets'))).toBeUndefined();
  });
});
