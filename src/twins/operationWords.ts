/**
 * The English of the API reference's words an operation twin writes, by their `docsite.Api.*`
 * id in `theme/i18n/apiStrings.ts` (a test holds them equal). The twin is written off the
 * theme, on the twins' thread; a locale that translates any of them keeps the HTML path
 * (`twinFromData`).
 */
export const OPERATION_WORDS = {
  'docsite.Api.section.authorization': 'Authorization',
  'docsite.Api.section.parameters': 'Parameters',
  'docsite.Api.section.request-body': 'Request body',
  'docsite.Api.section.responses': 'Responses',
  'docsite.Api.section.code-samples': 'Code samples',
  'docsite.Api.section.response-examples': 'Response examples',
  'docsite.Api.section.try-it': 'Try it',
  'docsite.Api.bodyRequired': 'Required',
  'docsite.Api.bodyOptional': 'Optional',
  'docsite.Api.parameter': 'Parameter',
  'docsite.Api.description': 'Description',
  'docsite.Api.header': 'Header',
  'docsite.Api.type': 'Type',
  'docsite.Api.required': 'required',
  'docsite.Api.deprecated': 'deprecated',
  'docsite.Api.location.path': 'path',
  'docsite.Api.location.query': 'query',
  'docsite.Api.location.header': 'header',
  'docsite.Api.location.cookie': 'cookie',
  'docsite.Api.allowedValues': 'Allowed values: {values}',
  'docsite.Api.default': 'Default: {value}',
  'docsite.Api.example': 'Example: {value}',
  'docsite.Api.body': 'Body: {mediaType}',
  'docsite.Api.noResponseBody': 'No response body.',
  'docsite.Api.exampleLabel': 'Example',
  'docsite.Api.namedExample': 'Example: {name}',
  'docsite.Api.generatedExample': 'Example (generated from the schema)',
  'docsite.Api.cutExample': 'Example (generated from the schema; objects nested more than {depth} levels deep are shown empty, the schema has all their fields)',
  'docsite.Api.sendOne.header': 'Send this header with the request:',
  'docsite.Api.sendOne.query': 'Send this query parameter with the request:',
  'docsite.Api.sendOne.cookie': 'Send this cookie with the request:',
  'docsite.Api.sendAll.header': 'Send all {count} headers with the request:',
  'docsite.Api.sendAll.query': 'Send all {count} query parameters with the request:',
  'docsite.Api.sendAll.cookie': 'Send all {count} cookies with the request:',
  'docsite.Api.sendAll.mixed': 'Send all {count} credentials with the request:',
  'docsite.Api.scheme': ' ({prefix} scheme)',
  'docsite.Api.envHint': 'The samples read it from {envVar}.',
  'docsite.Api.basicEnvHint': 'The samples read the user from {userVar} and the password from {passwordVar}, and encode them.',
  'docsite.Api.webhook': 'Webhook {path}: the API sends this request to the endpoint you registered for it.',
  'docsite.Api.callback': 'Callback {name} of {operation}: the API sends this request to the URL the expression names.',
} as const;

export type OperationWordId = keyof typeof OPERATION_WORDS;

/** A word with its `{name}`s filled in as text (as `localize` does). */
export const word = (id: OperationWordId, values: Readonly<Record<string, string | number>> = {}) =>
  OPERATION_WORDS[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A word split around its `{name}` places: the text between them, and each place's name (as `localizeNodes` fills in elements). */
export function wordParts(id: OperationWordId): Array<{ text: string } | { place: string }> {
  return OPERATION_WORDS[id].split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? { place: part } : { text: part }));
}
