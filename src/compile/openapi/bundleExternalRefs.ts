import { readFile } from 'node:fs/promises';
import { decodeText } from '../../collect/readText.js';
import path from 'node:path';
import { OpenApiError } from '../../shared/errors.js';
import { listRefs } from './checkRefs.js';
import { parseRef, pointerOf, valueAt } from './jsonPointer.js';
import type { OpenApiDocument } from './openapiTypes.js';
import { parseSpecText } from './parseSpecText.js';

/** Where the values of other files land in the document: `#/x-docsite-external/<name>`. */
export const EXTERNAL_KEY = 'x-docsite-external';

const REMOTE = /^[a-z][a-z0-9+.-]*:/i;
const HINT = 'a $ref may point at another file inside the project, e.g. "schemas/pet.yaml#/Pet"';

/**
 * Brings the values `$ref`s point at in other files (`schemas/pet.yaml#/Pet`) into the document,
 * under `x-docsite-external`, and points the references there, so the rest of docsite reads one
 * document. Files are read relative to the file that refers to them and must lie inside the
 * project root; remote URLs are refused. References inside those files are followed the same way.
 * Returns the absolute paths of the files read.
 */
export async function bundleExternalRefs(spec: OpenApiDocument, specFile: string, root: string): Promise<string[]> {
  const files = new Map<string, unknown>();
  const placed = new Map<string, string>();
  const store: Record<string, unknown> = {};
  const names = new Set<string>();

  const rewrite = async (node: unknown, file: string, localIsExternal: boolean) => {
    for (const { keys, ref, holder } of listRefs(node as OpenApiDocument)) {
      if (ref.startsWith('#') && !localIsExternal) continue;
      (holder as { $ref: string }).$ref = await place(ref, file, keys);
    }
  };

  const place = async (ref: string, file: string, keys: Array<string | number>): Promise<string> => {
    const source = { file: path.relative(root, file) };
    // The JSON pointer of the object holding the `$ref`, as `checkRefs` names it.
    const field = pointerOf(keys);
    if (REMOTE.test(ref)) throw new OpenApiError(`$ref "${ref}" is a remote URL; docsite reads only files inside the project`, { source, field, hint: HINT });
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '#' : ref.slice(hash);
    const target = filePart ? path.resolve(path.dirname(file), filePart) : file;
    const relative = path.relative(root, target);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new OpenApiError(`$ref "${ref}" points outside the project root`, { source, field, hint: HINT });
    const key = `${target}${pointer}`;
    const known = placed.get(key);
    if (known) return known;
    if (!files.has(target)) files.set(target, await readReferenced(target, relative, source, field));
    const parsed = parseRef(pointer);
    if ('problem' in parsed) throw new OpenApiError(`$ref ${parsed.problem}`, { source, field, hint: HINT });
    const value = valueAt(files.get(target), parsed.keys);
    if (value === undefined) throw new OpenApiError(`$ref "${ref}" points to ${pointer} of ${relative}, which does not exist`, { source, field, hint: HINT });
    const name = uniqueName(parsed.keys.at(-1) ?? path.basename(target).replace(/\.[^.]+$/, ''), names);
    const local = `#/${EXTERNAL_KEY}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    placed.set(key, local);
    const copy = structuredClone(value);
    store[name] = copy;
    // Inside that file, "#/…" means that file.
    await rewrite(copy, target, true);
    return local;
  };

  await rewrite(spec, specFile, false);
  if (names.size > 0) (spec as unknown as Record<string, unknown>)[EXTERNAL_KEY] = store;
  return [...files.keys()];
}

async function readReferenced(file: string, relative: string, source: { file: string }, field: string): Promise<unknown> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    throw new OpenApiError(`$ref points to ${relative}, which does not exist`, { source, field, hint: HINT });
  }
  // Decoded strictly, as the main document is: an invalid byte is an error naming the file, not U+FFFD.
  return parseSpecText(decodeText(bytes, relative), relative);
}

/** `name`, or `name-2`, `name-3`… when taken. */
function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let index = 2; taken.has(unique); index++) unique = `${name}-${index}`;
  taken.add(unique);
  return unique;
}
