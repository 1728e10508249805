import { SAFETY_HEADERS } from './proxyRules.js';

/**
 * An answer of the proxy itself: `{"error": {"code", "message"}}` with a fixed message (never
 * upstream details, addresses or stack traces) and the safety headers every answer carries.
 */
export function failure(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'Content-Type': 'application/json', ...SAFETY_HEADERS, ...headers } });
}
