// Types for the realsite part of the bench, which its unit test imports.
export interface RealSiteSample { ok: boolean; wall: number; cpu?: number; rssMiB?: number; pages?: number; error?: string }
export type RealSiteResult = { skipped: string } | { site: string; samples: { docsite: RealSiteSample[]; docusaurus: RealSiteSample[] } };
export const DEFAULT_REAL_SITE: string;
export function siteFolderOf(snapshot: string): string | undefined;
export function realSiteSkipReason(snapshot: string): string | undefined;
export function benchRealSiteAgainstDocusaurus(options: {
  snapshot: string;
  runs: number;
  timed: (command: string, args: string[], cwd: string) => RealSiteSample;
  docsiteBin: string;
  copy: string;
  progress?: (text: string) => void;
}): RealSiteResult;
export function formatRealSite(result: RealSiteResult, options: { date: string; note?: string }): string | undefined;
