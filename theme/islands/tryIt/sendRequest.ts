import type { PreparedRequest } from './prepareRequest';
import { tryItText } from '../../i18n/tryItStrings';

/** How long try-it waits for an answer; a little over the proxy's 15 s upstream timeout. */
export const TIMEOUT_MS = 20_000;

/** What came back, ready to show as text. */
export type SendResult =
  | { kind: 'response'; status: number; statusText: string; ms: number; headers: Array<[string, string]>; body: string; note?: string; problem?: string }
  | { kind: 'error'; ms: number; message: string };

/** Pretty-prints JSON bodies; anything else is shown as received, with a note saying why. */
export function formatBody(contentType: string, text: string): { body: string; note?: string } {
  if (!text) return { body: '', note: tryItText('docsite.TryIt.emptyBody') };
  const isJson = /\bjson\b/i.test(contentType);
  const declared = contentType || tryItText('docsite.TryIt.noContentType');
  try {
    const pretty = JSON.stringify(JSON.parse(text), null, 2);
    return isJson ? { body: pretty } : { body: pretty, note: tryItText('docsite.TryIt.jsonUndeclared', { contentType: declared }) };
  } catch {
    return { body: text, note: isJson ? tryItText('docsite.TryIt.invalidJson') : tryItText('docsite.TryIt.notJson', { contentType: declared }) };
  }
}

/**
 * Says plainly what a gateway status means (the body below still shows the details). The
 * proxy answers 504 when the API stays silent for 15 s; a gateway in front of the API may
 * too, and both mean the same to the reader.
 */
export function explainStatus(status: number): string | undefined {
  if (status === 504) return tryItText('docsite.TryIt.gatewayTimeout');
  return undefined;
}

/**
 * Sends the request with a timeout and reports the answer or a clear reason it failed:
 * a timeout (the proxy's 504 or no answer at all), or a network error (offline, proxy
 * unreachable). Never throws.
 */
export async function sendRequest(request: PreparedRequest, timeoutMs = TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const start = performance.now();
  const elapsed = () => Math.round(performance.now() - start);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      credentials: 'omit',
      redirect: 'error',
      cache: 'no-store',
    });
    const text = await response.text();
    const ms = elapsed();
    const formatted = formatBody(response.headers.get('content-type') ?? '', text);
    return { kind: 'response', status: response.status, statusText: response.statusText, ms, headers: [...response.headers.entries()], ...formatted, problem: explainStatus(response.status) };
  } catch (error) {
    const ms = elapsed();
    if (controller.signal.aborted) {
      return { kind: 'error', ms, message: tryItText('docsite.TryIt.timeout', { seconds: Math.round(timeoutMs / 1000) }) };
    }
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    return { kind: 'error', ms, message: tryItText('docsite.TryIt.networkError', { detail }) };
  } finally {
    clearTimeout(timer);
  }
}
