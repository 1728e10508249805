import type { ReactNode } from 'react';
import { localize } from './pageStrings';
import { localizeNodes } from './stringNodes';
import { constraintText, SCHEMA_WORDS, typeText, type Constraint, type SchemaType } from '../../src/compile/openapi/schemaWords';

/**
 * The API reference's own words (`theme/components/api/`), in English, by `docsite.Api.*` id:
 * Docusaurus has no API reference, so none of these is a Docusaurus id. Part of the theme's
 * strings table (`themeStrings.ts`), so a locale's `code.json` translates them. `{name}` marks
 * a value or an element filled in where the string is used; a message starting or ending with
 * a space keeps it (the words around it are its neighbours on the page).
 */
export const API_STRINGS = {
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
  'docsite.Api.alwaysValue': 'Always {values}',
  'docsite.Api.allowedValuesList': 'Allowed values:',
  'docsite.Api.alwaysValueList': 'Always:',
  'docsite.Api.default': 'Default: {value}',
  'docsite.Api.example': 'Example: {value}',
  'docsite.Api.body': 'Body: {mediaType}',
  'docsite.Api.noResponseBody': 'No response body.',
  'docsite.Api.exampleLabel': 'Example',
  'docsite.Api.namedExample': 'Example: {name}',
  'docsite.Api.generatedExample': 'Example (generated from the schema)',
  'docsite.Api.cutExample': 'Example (generated from the schema; objects nested more than {depth} levels deep are shown empty, the schema has all their fields)',
  'docsite.Api.ownPage': '{schema} is described on its own page.',
  'docsite.Api.thisSchema': 'This schema',
  'docsite.Api.seeAbove': 'See {schema} above.',
  'docsite.Api.theSchema': 'the schema',
  'docsite.Api.toldApartBy': 'Told apart by {property}',
  'docsite.Api.option': 'option {number}',
  'docsite.Api.arrayItems': 'items',
  'docsite.Api.access.read-only': 'read-only',
  'docsite.Api.access.write-only': 'write-only',
  'docsite.Api.server': 'Server',
  'docsite.Api.languageTabs': 'Language',
  'docsite.Api.statusTabs': 'Response status',
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
  'docsite.Api.version': 'Version',
  'docsite.Api.baseUrl': 'Base URL',
  'docsite.Api.authHeaders': 'Auth headers',
  'docsite.Api.openApiDocument': 'OpenAPI document',
  'docsite.Api.download': 'Download {file}',
  ...SCHEMA_WORDS,
} as const;

/** An id of the API reference's strings. */
export type ApiStringId = keyof typeof API_STRINGS;

/** The API reference's string `id` in the current build's locale, each `{name}` of `values` filled in. */
export const apiText = (id: ApiStringId, values?: Readonly<Record<string, string | number>>) => localize(id, API_STRINGS[id], values);

/** The API reference's string `id` with elements in its `{name}` places (see `localizeNodes`). */
export const apiNodes = (id: ApiStringId, nodes: Readonly<Record<string, ReactNode>>): ReactNode => localizeNodes(id, API_STRINGS[id], nodes);

/** The title of an operation page's section by its heading id (`request-body`), for its heading and the table of contents; undefined for another id. */
export function apiSectionTitle(id: string): string | undefined {
  const key = `docsite.Api.section.${id}`;
  return key in API_STRINGS ? apiText(key as ApiStringId) : undefined;
}

/** A schema's type in the current build's locale: `array of string`, `one of` (see `typeText`). */
export const apiTypeText = (type: SchemaType) => typeText(type, apiText);

/** A schema's constraint in the current build's locale: `length ≤ 64` (see `constraintText`). */
export const apiConstraintText = (constraint: Constraint) => constraintText(constraint, apiText);
