import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '../../shared/errors.js';
import { yamlModule } from '../../shared/yamlModule.js';
import { decodeText } from '../readText.js';


/** A YAML file of keyed entries (authors.yml, tags.yml), with the line of each value for messages. */
export interface YamlMap<T> {
  entries: Map<string, T>;
  relPath: string;
  /** Whether the file exists. */
  exists: boolean;
  /** 1-based line of the last key of `keys` (a path into the file's maps), when it is there. */
  lineOf(keys: string[]): number | undefined;
}

/** Reads `file` (absolute) as a map of entries; a missing file is an empty map. */
export async function readYamlMap<T>(file: string, root: string): Promise<YamlMap<T>> {
  const relPath = path.relative(root, file);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    return { entries: new Map(), relPath, exists: false, lineOf: () => undefined };
  }
  const text = decodeText(bytes, relPath);
  const { isMap, isScalar, parseDocument, LineCounter } = yamlModule();
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length) throw new ContentError(`invalid YAML: ${document.errors[0]!.message.split('\n')[0]}`, { source: { file: relPath } });
  const lineOf = (keys: string[]) => {
    const parent = keys.length > 1 ? document.getIn(keys.slice(0, -1), true) : document.contents;
    const pair = isMap(parent) ? parent.items.find((item) => isScalar(item.key) && String(item.key.value) === keys.at(-1)) : undefined;
    const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    return start === undefined ? undefined : lineCounter.linePos(start).line;
  };
  return { entries: new Map(Object.entries((document.toJS() ?? {}) as Record<string, T>)), relPath, exists: true, lineOf };
}
