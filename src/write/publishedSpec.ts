import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { yamlModule } from '../shared/yamlModule.js';

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
  // Loaded here: the OpenAPI reader (with remark, for operation titles) and YAML are for sites with a bundled document only.
  const { loadSpec } = await import('../compile/openapi/loadSpec.js');
  const spec = await loadSpec(specFile, root);
  if (!/\.ya?ml$/i.test(path.extname(specFile))) return JSON.stringify(spec, null, 2) + '\n';
  const { stringify: stringifyYaml } = yamlModule();
  return stringifyYaml(spec, { aliasDuplicateObjects: false });
}
