/** What an API reference page shows, computed at build time from the OpenAPI document. */
import type { SchemaObject } from './openapiTypes.js';

/** A node of an expandable schema tree. */
export interface SchemaNode {
  name?: string;
  type: string;
  format?: string;
  description?: string;
  required?: boolean;
  enum?: string[];
  constraints?: string[];
  example?: string;
  /** Nested properties (objects), item (arrays) or alternatives (oneOf/anyOf). */
  children?: SchemaNode[];
  /** How children combine: properties, array items, or one of alternatives. */
  childKind?: 'properties' | 'items' | 'oneOf' | 'anyOf';
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  type: string;
  description?: string;
  example?: string;
  enum?: string[];
}

export interface ResponseView {
  status: string;
  description: string;
  schema?: SchemaNode;
  /** Pretty-printed JSON example. */
  example?: string;
  headers: Array<{ name: string; description?: string }>;
}

export interface CodeSample {
  language: 'python' | 'curl' | 'nodejs';
  label: string;
  code: string;
  /** Highlighted HTML of the code. */
  html: string;
}

export interface OperationView {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  descriptionHtml: string;
  tags: string[];
  deprecated: boolean;
  security: Array<{ name: string; in: string; header: string; description?: string }>;
  parameters: ParameterView[];
  requestBody?: { required: boolean; description?: string; schema?: SchemaNode; example?: string };
  responses: ResponseView[];
  samples: CodeSample[];
  /** Operations that move funds or delete data ask for confirmation in try-it. */
  dangerous: boolean;
  /** Raw schema of the request body, for the try-it editor. */
  bodySchema?: SchemaObject;
}

export interface ApiInfoView {
  title: string;
  version?: string;
  descriptionHtml: string;
  specUrl: string;
  baseUrl: string;
  groups: Array<{ tag: string; description?: string; operations: Array<{ method: string; path: string; summary: string; href: string }> }>;
}

/** The API part of `PageProps`. */
export interface ApiPageData {
  operation?: OperationView;
  info?: ApiInfoView;
  /** Where try-it sends requests (the proxy mount path). */
  proxyPath: string;
  /** Shown next to Send: which upstream the proxy forwards to. */
  environment: string;
}
