import type { Diagnostic } from '../types.js';

/** A check's diagnostic as the config's `onBroken…`/`onDuplicate…` setting says: an error, a warning, or ignored. */
export function withSeverity(diagnostic: Diagnostic, severity: 'throw' | 'warn' | 'ignore'): Diagnostic & { ignored?: boolean } {
  return { ...diagnostic, severity: severity === 'throw' ? 'error' : 'warning', ignored: severity === 'ignore' };
}

/** Whether a diagnostic passed through `withSeverity` is reported (not `'ignore'`). */
export const isReported = (diagnostic: Diagnostic & { ignored?: boolean }) => !diagnostic.ignored;
