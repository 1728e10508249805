import type { PreparedRequest } from './prepareRequest';

/** How long try-it waits for an answer; a little over the proxy's 15 s upstream timeout. */
export const TIMEOUT_MS = 20_000;

/** What came back, ready to show as text. */
export type SendResult =
  | { kind: 'response'; status: number; statusText: string; ms: number; headers: Array<[string, string]>; body: string; note?: string; problem?: string }
  | { kind: 'error'; ms: number; message: string };

/** Pretty-prints JSON bodies; anything else is shown as received, with a note saying why. */
export function formatBody(contentType: string, text: string): { body: string; note?: string } {
  if (!text) return { body: '', note: 'The response has no body.' };
  const isJson = /\bjson\b/i.test(contentType);
  try {
    const pretty = JSON.stringify(JSON.parse(text), null, 2);
    return isJson ? { body: pretty } : { body: pretty, note: `The response is declared as ${contentType || 'no content type'} but holds JSON.` };
  } catch {
    const what = isJson ? 'is declared as JSON but is not valid JSON' : `is not JSON (${contentType || 'no content type'})`;
    return { body: text, note: `The response body ${what}; it is shown as plain text.` };
  }
}

/**
 * Says plainly what a gateway status means (the body below still shows the details). The
 * proxy answers 504 when the API stays silent for 15 s; a gateway in front of the API may
 * too, and both mean the same to the reader.
 */
export function explainStatus(status: number): string | undefined {
  if (status === 504) return 'The API did not answer in time (504 Gateway Timeout). It may be slow or unreachable; try again later.';
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
      return { kind: 'error', ms, message: `The request timed out: no answer within ${Math.round(timeoutMs / 1000)} seconds. The API may be slow or unreachable; try again later.` };
    }
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    return { kind: 'error', ms, message: `Network error: the request could not be sent${detail}. Check your connection; the API proxy may be unreachable.` };
  } finally {
    clearTimeout(timer);
  }
}
