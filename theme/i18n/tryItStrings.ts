import type { ReactNode } from 'react';
import { localize } from './pageStrings';
import { localizeNodes } from './stringNodes';

/**
 * What the try-it panel prints (`theme/islands/tryIt/`), in English, by `docsite.TryIt.*` id
 * (Docusaurus has no try-it). Part of the theme's strings table (`themeStrings.ts`), so
 * `code.json` translates them; the server renders the panel with them and the island reads
 * the same translations from the page (`<body data-strings>`), so hydration matches.
 */
export const TRY_IT_STRINGS = {
  'docsite.TryIt.route': 'Requests go through {proxy} to {environment}.',
  'docsite.TryIt.sandbox': '{sandbox} Type anything, such as {example}. Never paste a real API key into a documentation page.',
  'docsite.TryIt.sandboxTitle': 'This is a sandbox: any key works here.',
  'docsite.TryIt.noScript': 'Sending requests from this page needs JavaScript. The code samples above work from a terminal.',
  'docsite.TryIt.preview': 'Request as curl (credentials masked)',
  'docsite.TryIt.send': 'Send request',
  'docsite.TryIt.sending': 'Sending…',
  'docsite.TryIt.dangerous': 'Asks for confirmation: this operation moves funds or deletes data.',
  'docsite.TryIt.confirm': '{operation} moves funds or deletes data. It will be sent to {environment}.',
  'docsite.TryIt.confirmYes': 'Yes, send it',
  'docsite.TryIt.confirmCancel': 'Cancel',
  'docsite.TryIt.authentication': 'Authentication',
  'docsite.TryIt.remember': 'Remember on this device',
  'docsite.TryIt.forget': 'Forget credentials',
  'docsite.TryIt.keptLocal': 'Kept in this browser’s local storage until you forget them.',
  'docsite.TryIt.keptSession': 'Kept in this tab’s session storage only.',
  'docsite.TryIt.queryKeys': 'Query keys are sent in the URL, the others as headers; all are masked in the request preview.',
  'docsite.TryIt.headerKeys': 'They are sent as headers, never in the URL, and are masked in the request preview.',
  'docsite.TryIt.cookieKeys': 'Cookie keys are sent as cookies through the API proxy, the others as headers; all are masked in the request preview.',
  'docsite.TryIt.queryAndCookieKeys': 'Query keys are sent in the URL, cookie keys as cookies through the API proxy, the others as headers; all are masked in the request preview.',
  'docsite.TryIt.parameters': 'Parameters',
  'docsite.TryIt.required': 'required',
  'docsite.TryIt.json': 'JSON',
  'docsite.TryIt.file': 'file · {contentType}',
  'docsite.TryIt.notSet': '(not set)',
  'docsite.TryIt.body': 'Body',
  'docsite.TryIt.loadExample': 'Load example:',
  'docsite.TryIt.noResponse': 'No response · {ms} ms',
  'docsite.TryIt.responseHeaders': 'Response headers ({count})',
  'docsite.TryIt.emptyBody': 'The response has no body.',
  'docsite.TryIt.jsonUndeclared': 'The response is declared as {contentType} but holds JSON.',
  'docsite.TryIt.noContentType': 'no content type',
  'docsite.TryIt.invalidJson': 'The response body is declared as JSON but is not valid JSON; it is shown as plain text.',
  'docsite.TryIt.notJson': 'The response body is not JSON ({contentType}); it is shown as plain text.',
  'docsite.TryIt.gatewayTimeout': 'The API did not answer in time (504 Gateway Timeout). It may be slow or unreachable; try again later.',
  'docsite.TryIt.timeout': 'The request timed out: no answer within {seconds} seconds. The API may be slow or unreachable; try again later.',
  'docsite.TryIt.networkError': 'Network error: the request could not be sent{detail}. Check your connection; the API proxy may be unreachable.',
  'docsite.TryIt.missingParameter': 'Fill in the {in} parameter {name}.',
  'docsite.TryIt.missingBody': 'The request body is required: enter JSON or pick an example.',
  'docsite.TryIt.missingFile': 'The request body is required: choose a file to send.',
  'docsite.TryIt.parameterNotJson': 'The {in} parameter {name} is not valid JSON: {error}',
  'docsite.TryIt.cookie': 'Try-it cannot send the cookie {name}: use a code sample above.',
  'docsite.TryIt.bodyNotJson': 'The request body is not valid JSON: {error}',
  'docsite.TryIt.binaryBody': 'Try-it cannot send a file as the body ({mediaType}): use a code sample above, which sends one.',
  'docsite.TryIt.formNeedsObject': 'The {mediaType} body needs a JSON object of its fields.',
} as const;

/** An id of the try-it panel's strings. */
export type TryItStringId = keyof typeof TRY_IT_STRINGS;

/** The try-it string `id` in the page's locale. */
export const tryItText = (id: TryItStringId, values?: Readonly<Record<string, string | number>>) => localize(id, TRY_IT_STRINGS[id], values);

/** The try-it string `id` with elements in its `{name}` places (see `localizeNodes`). */
export const tryItNodes = (id: TryItStringId, nodes: Readonly<Record<string, ReactNode>>): ReactNode => localizeNodes(id, TRY_IT_STRINGS[id], nodes);
