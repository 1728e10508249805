import { readFileSync } from 'node:fs';
import path from 'node:path';
import { removedUrlDiagnostic } from '../../shared/unsafeUrl.js';
import type { Diagnostic } from '../../types.js';
import type { RemovedDescriptionUrl } from './markdownToHtml.js';

/** Reports the URLs removed from one description of the OpenAPI document. */
export type RemovedUrlReporter = (markdown: string, removed: RemovedDescriptionUrl[]) => void;

/**
 * Warnings for URLs removed from the document's descriptions, each placed at its description's
 * string in the JSON (descriptions are one-line JSON strings, so that is the link's line). The
 * document is read again only when there is something to report.
 */
export function removedUrlWarnings(specFile: string, root: string, diagnostics: Diagnostic[]): RemovedUrlReporter {
  const file = path.relative(root, specFile);
  let text: string | undefined;
  return (markdown, removed) => {
    if (!removed.length) return;
    text ??= readFileSync(specFile, 'utf8');
    const at = text.indexOf(JSON.stringify(markdown).slice(1, -1));
    const before = at < 0 ? undefined : text.slice(0, at);
    const place = before === undefined ? {} : { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
    for (const url of removed) diagnostics.push(removedUrlDiagnostic({ ...url, source: { file, ...place } }));
  };
}
