import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXTERNAL_KEY } from '../compile/openapi/bundleExternalRefs.js';
import { loadSpec } from '../compile/openapi/loadSpec.js';
import type { OpenApiDocument } from '../compile/openapi/openapiTypes.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';

const { stringify: stringifyYaml } = requireCommonJs('yaml') as typeof import('yaml');

/**
 * The OpenAPI document as the site publishes it (the API reference's download link): its file
 * as it is, unless its `$ref`s reach other files, which the reader's download would lack. Then
 * the document with those files' values brought in (under `x-docsite-external`, as docsite
 * reads it), in the root file's format: one file that tools can open on its own.
 *
 * `collected` is the document as collect read it: it says whether other files were brought in.
 * It is read again for the file, since later stages may add to the objects they were given.
 */
export async function publishedSpec(specFile: string, root: string, collected: OpenApiDocument): Promise<string | Uint8Array> {
  if (!Object.hasOwn(collected, EXTERNAL_KEY)) return readFile(specFile);
  const bundled = await loadSpec(specFile, root);
  return /\.ya?ml$/i.test(path.extname(specFile)) ? stringifyYaml(bundled, { aliasDuplicateObjects: false }) : JSON.stringify(bundled, null, 2) + '\n';
}
