import { brokenMarkdownLinkDiagnostics } from '../links/checkLinks.js';
import { isReported, withSeverity } from '../shared/severity.js';
import { removedUrlDiagnostic } from '../shared/unsafeUrl.js';
import type { Diagnostic, SiteConfig } from '../types.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/** What compiling found: broken Markdown links (as `onBrokenMarkdownLinks` says), removed unsafe URLs and content warnings. */
export function compiledDiagnostics(compiled: Iterable<CompiledContent>, config: SiteConfig): Diagnostic[] {
  const all = [...compiled];
  return [
    ...brokenMarkdownLinkDiagnostics(all.flatMap((content) => content.brokenMarkdownLinks))
      .map((diagnostic) => withSeverity(diagnostic, config.checks.brokenMarkdownLinks))
      .filter(isReported),
    ...all.flatMap((content) => content.removedUrls).map(removedUrlDiagnostic),
    ...all.flatMap((content) => content.warnings ?? []),
  ];
}
