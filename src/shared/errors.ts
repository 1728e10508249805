import type { Diagnostic, SourceRef } from '../types.js';

/** A problem the user can fix: printed as `file:line:col  message`, then hint and causes. */
export class DocsiteError extends Error {
  readonly source?: SourceRef;
  readonly field?: string;
  readonly hint?: string;
  /** Warnings the build had found before it failed on this error, printed before it. */
  earlierWarnings?: Diagnostic[];

  constructor(message: string, options: { source?: SourceRef; field?: string; hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.source = options.source;
    this.field = options.field;
    this.hint = options.hint;
  }
}

/** site.config.ts is missing, cannot be loaded, or fails validation. */
export class ConfigError extends DocsiteError {}
/** A content file (markdown, MDX, frontmatter, data module) is invalid. */
export class ContentError extends DocsiteError {}
/** The OpenAPI document is missing or invalid. */
export class OpenApiError extends DocsiteError {}
/** `docsite init` cannot write the new site where it was asked to. */
export class InitError extends DocsiteError {}
/** A site's theme override (`src/theme/<Component>.tsx`) cannot be compiled or used. */
export class ThemeError extends DocsiteError {}

/** Several problems of one kind, reported together and failing once with a count. */
export class DiagnosticsError extends DocsiteError {
  readonly diagnostics: Diagnostic[];
  constructor(message: string, diagnostics: Diagnostic[]) {
    super(message);
    this.diagnostics = diagnostics;
  }
}

/** `file:line:col` for messages. */
export function formatSource(source: SourceRef | undefined): string {
  if (!source) return '';
  let text = source.file;
  if (source.line) text += `:${source.line}`;
  if (source.line && source.column) text += `:${source.column}`;
  return text;
}

/** One diagnostic as printed: location, message, then an indented hint. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const where = formatSource(diagnostic.source);
  const head = where ? `${where}  ${diagnostic.message}` : diagnostic.message;
  return diagnostic.hint ? `${head}\n  hint: ${diagnostic.hint}` : head;
}

/** An error with its hint and chain of causes, as the CLI prints it. */
export function formatError(error: unknown, withStack = false): string {
  const lines: string[] = [];
  if (error instanceof DiagnosticsError) {
    for (const diagnostic of error.diagnostics) lines.push(formatDiagnostic(diagnostic));
    lines.push(error.message);
    return lines.join('\n');
  }
  if (error instanceof DocsiteError) {
    const where = formatSource(error.source);
    lines.push(where ? `${where}  ${error.message}` : error.message);
    if (error.hint) lines.push(`  hint: ${error.hint}`);
  } else {
    lines.push(error instanceof Error ? (withStack && error.stack ? error.stack : error.message) : String(error));
  }
  let cause = error instanceof Error ? error.cause : undefined;
  while (cause) {
    lines.push(`  caused by: ${cause instanceof Error ? (withStack && cause.stack ? cause.stack : cause.message) : String(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return lines.join('\n');
}

/** Sort diagnostics by file, then line, so output is stable. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => {
    const fileOrder = (a.source?.file ?? '').localeCompare(b.source?.file ?? '');
    if (fileOrder) return fileOrder;
    return (a.source?.line ?? 0) - (b.source?.line ?? 0) || a.message.localeCompare(b.message);
  });
}
