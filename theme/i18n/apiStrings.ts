import type { ReactNode } from 'react';
import { localize } from './pageStrings';
import { localizeNodes } from './stringNodes';
import { API_WORDS } from '../../src/compile/openapi/apiWords';
import { constraintText, SCHEMA_WORDS, typeText, type Constraint, type SchemaType } from '../../src/compile/openapi/schemaWords';

/**
 * The API reference's own words (`theme/components/api/`), in English, by `docsite.Api.*` id:
 * Docusaurus has no API reference, so none of these is a Docusaurus id. Part of the theme's
 * strings table (`themeStrings.ts`), so a locale's `code.json` translates them. `{name}` marks
 * a value or an element filled in where the string is used; a message starting or ending with
 * a space keeps it (the words around it are its neighbours on the page).
 */
export const API_STRINGS = {
  ...API_WORDS,
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
