import { OpenApiError } from '../../shared/errors.js';
import { yamlModule } from '../../shared/yamlModule.js';


/** Whether the document is YAML: by its extension, else by not starting like JSON. */
export function isYamlFile(relPath: string, text: string): boolean {
  if (/\.ya?ml$/i.test(relPath)) return true;
  if (/\.json$/i.test(relPath)) return false;
  return !/^\s*[{[]/.test(text);
}

/** Parses the text of an OpenAPI document, JSON or YAML; syntax errors name line and column. */
export function parseSpecText(text: string, relPath: string): unknown {
  return isYamlFile(relPath, text) ? parseYamlSpec(text, relPath) : parseJsonSpec(text, relPath);
}

function parseJsonSpec(text: string, relPath: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? NaN);
    const before = Number.isNaN(offset) ? '' : text.slice(0, offset);
    const line = before ? before.split('\n').length : undefined;
    const column = before ? offset - before.lastIndexOf('\n') : undefined;
    throw new OpenApiError(`invalid JSON: ${(error as Error).message}`, { source: { file: relPath, line, column } });
  }
}

function parseYamlSpec(text: string, relPath: string): unknown {
  const { parse: parseYaml, YAMLParseError } = yamlModule();
  try {
    // `merge`: `<<` keys, which hand-written YAML documents use to share parameters; aliases are resolved into plain objects.
    return parseYaml(text, { merge: true, maxAliasCount: 1000 });
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const position = error.linePos?.[0];
    const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    throw new OpenApiError(`invalid YAML: ${reason}`, { source: { file: relPath, line: position?.line, column: position?.col } });
  }
}
