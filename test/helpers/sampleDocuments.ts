import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { OperationContext } from '../../src/compile/openapi/compileOperation.js';
import type { OpenApiDocument } from '../../src/compile/openapi/openapiTypes.js';
import { repoRoot } from './runCli.js';

/** One of the sample fixtures' OpenAPI documents (`test/fixtures/openapi-samples-<shape>/openapi/<shape>.yaml`). */
export const loadSampleDocument = (shape: string) => parse(readFileSync(path.join(repoRoot, 'test/fixtures', `openapi-samples-${shape}`, 'openapi', `${shape}.yaml`), 'utf8')) as OpenApiDocument;

/** What `compileOperation` needs for a sample document, without Markdown or highlighting. */
export const sampleOperationContext = (spec: OpenApiDocument): OperationContext => ({
  spec,
  md: () => undefined,
  highlight: async (code) => code,
  languages: [],
  publicBaseUrl: 'https://api.example/v1',
  envPrefix: 'PETS',
  proxyPath: '/api-proxy/',
  environment: 'Sandbox',
  sandbox: false,
  warn: () => {},
});
