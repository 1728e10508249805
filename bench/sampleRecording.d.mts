// Types for the sample recording check, which the fixture test imports (test/integration/sampleRecording.test.ts).
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
export const PYTHON: string;
export function samplesOfPage(html: string): { operation?: { method: string; path: string }; samples: Record<string, string> };
export function operationPages(dir: string): Array<{ file: string; operation: { method: string; path: string }; samples: Record<string, string> }>;
export function checkRequest(spec: unknown, method: string, template: string, request: RecordedRequest, files: string[]): Promise<string[]>;
export function requirePythonRequests(): Promise<void>;
export function checkBuiltSamples(dir: string, spec: unknown, baseVar: string): Promise<{ problems: string[]; ran: number }>;
