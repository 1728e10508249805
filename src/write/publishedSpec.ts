import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSpec } from '../compile/openapi/loadSpec.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';

const { stringify: stringifyYaml } = requireCommonJs('yaml') as typeof import('yaml');

/**
 * The OpenAPI document as the site publishes it (the API reference's download link): its file
 * as it is, unless its `$ref`s reach other files, which the reader's download would lack. Then
 * the document with those files' values brought in (under `x-docsite-external`, as docsite
 * reads it), in the root file's format: one file that tools can open on its own.
 *
 * `bundled`: whether collect brought other files in (`ApiDocuments.bundled`). The document is
 * read again for the file, since later stages may add to the objects they were given.
 */
export async function publishedSpec(specFile: string, root: string, bundled: boolean): Promise<string | Uint8Array> {
  if (!bundled) return readFile(specFile);
  const spec = await loadSpec(specFile, root);
  return /\.ya?ml$/i.test(path.extname(specFile)) ? stringifyYaml(spec, { aliasDuplicateObjects: false }) : JSON.stringify(spec, null, 2) + '\n';
}
