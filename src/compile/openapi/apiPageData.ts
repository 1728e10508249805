import type { ServerChoice } from './serverBaseUrl.js';
/**
 * What an API reference page shows, computed at build time from the OpenAPI document.
 * Everything here is plain data (strings, numbers, arrays): it is rendered by the theme and,
 * for the try-it panel, serialised into the page as island props.
 */
import type { Heading } from '../../types.js';
import type { Constraint, SchemaType } from './schemaWords.js';

/** A node of an expandable schema tree. */
export interface SchemaNode {
  /** Property name; absent for the root and for array items and alternatives. */
  name?: string;
  /** Display type: `string`, `integer`, `number | null`, `array of object`, `one of`… as data, put in words when rendered (`typeText`). */
  type: SchemaType;
  /** `$ref` name or `title` of the schema, shown next to the type (`Agent`, `Sell a token amount`). */
  title?: string;
  format?: string;
  /** Description as HTML (the document's Markdown, raw HTML dropped). */
  descriptionHtml?: string;
  required?: boolean;
  /** Allowed values, JSON-encoded (`"base"`, `20`, `null`). */
  enum?: string[];
  /** What each allowed value means (`x-enumDescriptions`), as inline HTML, in the order of `enum`. */
  enumDescriptions?: Array<string | undefined>;
  /** Limits (`≥ 1`, `≤ 100`, `pattern ^agt_…$`, `default 20`, `unique items` in English), put in words when rendered (`constraintText`). */
  constraints?: Constraint[];
  /** Example value, JSON-encoded. */
  example?: string;
  /** Nested properties (objects), the item (arrays) or alternatives (oneOf/anyOf). */
  children?: SchemaNode[];
  /** How children combine: properties, array items, or one of/any of alternatives. */
  childKind?: 'properties' | 'items' | 'oneOf' | 'anyOf';
  /** Id of this rendering of a named schema: later occurrences on the page link here. */
  anchor?: string;
  /**
   * The schema is rendered elsewhere and not repeated: earlier on this page (`#schema-…`,
   * a repeat or a recursive reference) or, nested too deep, on its own schema page.
   */
  link?: { href: string; onPage: boolean };
  /** The property that tells the alternatives apart, and which value selects which schema. */
  discriminator?: { propertyName: string; mapping: Array<{ value: string; target: string }> };
  /** The discriminator value that selects this alternative. */
  discriminatorValue?: string;
  /** Marked on a schema's own page; a request leaves read-only properties out, a response write-only ones. */
  access?: 'read-only' | 'write-only';
  deprecated?: boolean;
}

/** One path, query or header parameter. */
export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** Display type, e.g. `string` (see `SchemaNode.type`). */
  type: SchemaType;
  /** The schema's format, shown after the type: `string (date-time)`. */
  format?: string;
  descriptionHtml?: string;
  /** Example value as the reader would type it (strings unquoted). */
  example?: string;
  /** Allowed values as typed (strings unquoted). */
  enum?: string[];
  /** Default value as typed. */
  default?: string;
  /** Limits, as `SchemaNode.constraints` (the default has a line of its own). */
  constraints: Constraint[];
}

/** A named example of a request or response body. */
export interface ExampleView {
  /** Key in the document's `examples` map; `example` for a single example, `generated` for sampler output. */
  name: string;
  summary?: string;
  /** Pretty-printed JSON. */
  json: string;
  /** True when no example is documented and the value was generated from the schema. */
  generated: boolean;
  /** A long generated response example: objects and arrays nested deeper than this many levels are shown empty (the label says so). */
  cutBelowDepth?: number;
}

/** One response of an operation. */
export interface ResponseView {
  status: string;
  descriptionHtml: string;
  /** Media type of the body, e.g. `application/json`. */
  mediaType?: string;
  schema?: SchemaNode;
  /** At least one example whenever the response has a body. */
  examples: ExampleView[];
  headers: Array<{ name: string; descriptionHtml?: string; type?: SchemaType }>;
}

/** A code sample: generated, or written in the document (`x-codeSamples`). */
export interface CodeSample {
  /** Tab key: `python`, `curl`, `nodejs` for generated samples and the documented ones that replace them, else the documented `lang`, lowercased. */
  language: string;
  label: string;
  code: string;
  /** Highlighted HTML of the code (a shiki `<pre>`, light and dark colours as CSS variables). */
  html: string;
}

/** An authentication header the operation needs. */
export interface SecurityView {
  /** Name of the security scheme in the document. */
  scheme: string;
  /** Where the credential goes: `header`, `query` or `cookie` (docsite samples support headers). */
  in: string;
  /** Header (or parameter) name, e.g. `X-API-Key`. */
  header: string;
  descriptionHtml?: string;
  /** Environment variable the code samples read the value from, e.g. `SABLE_API_KEY`. */
  envVar: string;
  /** A secret (API key, token): typed into a password field in try-it. */
  secret: boolean;
  /** Text before the credential in the header value, e.g. `Bearer `. */
  valuePrefix?: string;
  /** How the credential is made: an API key, HTTP Basic (user and password, encoded by the sample), or a bearer token (HTTP bearer, OAuth 2, OpenID Connect). */
  kind?: 'apiKey' | 'basic' | 'bearer';
  /** HTTP Basic: the variable the password is read from (`envVar` holds the user name). */
  passwordEnvVar?: string;
  /** Plain text on how to get the credential, e.g. where an OAuth 2 token comes from. */
  note?: string;
}

/** The request body of an operation. */
export interface RequestBodyView {
  required: boolean;
  descriptionHtml?: string;
  mediaType: string;
  schema?: SchemaNode;
  examples: ExampleView[];
}

/** A parameter as the try-it panel needs it: plain text only. */
export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** `style` and `explode` when the document sets them (else each location's default, as the samples assume). */
  style?: string;
  explode?: boolean;
  /** The reader types the value as JSON: an array or object schema. */
  json?: true;
  /** The parameter is sent as this media type (`content`), its value typed as JSON. */
  contentType?: string;
  /** Display type, e.g. `integer`, in the page's words (`TryIt.tsx` words the compiled `CompiledTryItParameter`'s). */
  type: string;
  description?: string;
  /** Prefilled value. */
  example?: string;
  enum?: string[];
}

/** A try-it parameter as compiled: its type as data, worded by the page in its locale. */
export type CompiledTryItParameter = Omit<TryItParameter, 'type'> & { type: SchemaType };

/** Try-it's props as compiled (`TryIt.tsx` words the parameters' types for the island, which has no table of the API's words). */
export type CompiledTryItProps = Omit<TryItProps, 'parameters'> & { parameters: CompiledTryItParameter[] };

/** Props of the try-it island, serialised into the page. */
export interface TryItProps {
  operationId: string;
  method: string;
  /** Path template relative to the API base, e.g. `/agent/{agent_id}`. */
  path: string;
  parameters: TryItParameter[];
  /**
   * Credentials; the values are typed by the reader and kept in sessionStorage. `header` names
   * the header, or the query parameter or cookie when `in` says so; `basic`: the reader types
   * `user:password` and try-it encodes it.
   */
  auth: Array<{ header: string; secret: boolean; valuePrefix?: string; in?: 'query' | 'cookie'; basic?: boolean }>;
  /** The body editor's examples (pretty-printed JSON, the first prefilled); absent when the operation takes no body. */
  body?: {
    required: boolean;
    mediaType: string;
    examples: Array<{ name: string; summary?: string; json: string }>;
    /** Multipart fields that hold a file (`format: binary`…), each with the content type the document declares: the reader picks a file for each. */
    files?: Array<{ name: string; contentType: string }>;
  };
  /** Ask for explicit confirmation before sending (moves funds or deletes data). */
  dangerous: boolean;
  /** Where requests go: the proxy mount path, e.g. `/api-proxy/`. */
  proxyPath: string;
  /** Which upstream the proxy forwards to, shown next to Send and in the confirmation. */
  environment: string;
  /** The proxy forwards to the embedded sandbox: any key works, and the panel says a real one never belongs here. */
  sandbox: boolean;
  /** Public base URL of the API, shown in the request preview. */
  publicBaseUrl: string;
}

/** An `externalDocs` object: where more is written about the API, a tag or an operation. */
export interface ExternalDocsView {
  url: string;
  /** Plain text (Markdown stripped). */
  description?: string;
}

/** Everything an operation page shows. */
export interface OperationView {
  operationId: string;
  /** An endpoint of the API, a webhook (3.1) or a callback: the last two are requests the API sends, with no samples or try-it. */
  kind: 'operation' | 'webhook' | 'callback';
  /** For a callback: its name and the operation that registers it. */
  callback?: { name: string; href: string; title: string };
  method: string;
  /** The path template; a webhook's name; a callback's URL expression. */
  path: string;
  /** Plain text: the summary without Markdown, or `METHOD /path` when there is none. */
  summary: string;
  /** The summary's Markdown as inline HTML, when it has any (the page's heading shows it). */
  summaryHtml?: string;
  descriptionHtml: string;
  externalDocs?: ExternalDocsView;
  tags: string[];
  deprecated: boolean;
  /** Full URL of the operation on the public API (base URL + path template). */
  url: string;
  /** Auth headers, all of which are required (one security requirement). Empty: no auth. */
  security: SecurityView[];
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  samples: CodeSample[];
  /** Operations that move funds or delete data ask for confirmation in try-it. */
  dangerous: boolean;
  /** Absent for webhooks and callbacks. */
  tryIt?: CompiledTryItProps;
  /** The page's section headings (ids match the rendered `<h2>`s), for a table of contents. */
  headings: Heading[];
  /** The servers the picker offers (two or more, the first the one the samples show), when the document has several and the config sets no base URL. */
  servers?: ServerChoice[];
}

/** The API's info page. */
export interface ApiInfoView {
  title: string;
  version?: string;
  descriptionHtml: string;
  /** URL of the published OpenAPI document, e.g. `/monk.json`. */
  specUrl: string;
  /** File name for the download link. */
  specFileName: string;
  baseUrl: string;
  /** Auth headers every operation needs (the document's default security). */
  security: SecurityView[];
  externalDocs?: ExternalDocsView;
  groups: Array<{ tag: string; id: string; descriptionHtml?: string; externalDocs?: ExternalDocsView; operations: Array<{ method: string; path: string; summary: string; href: string; dangerous: boolean; deprecated?: boolean }> }>;
  /** The page's headings (description sections, then one per tag), for a table of contents. */
  headings: Heading[];
}

/** A component schema's own page, for schemas nested too deep to expand where they are used. */
export interface SchemaPageView {
  /** The component's name (`Agent`). */
  name: string;
  /** Its `$ref` (`#/components/schemas/Agent`). */
  ref: string;
  /** The schema, read-only and write-only properties both shown and marked. */
  tree: SchemaNode;
}

/** The API part of `PageProps`. */
export interface ApiPageData {
  operation?: OperationView;
  info?: ApiInfoView;
  schema?: SchemaPageView;
  /** Where try-it sends requests (the proxy mount path). */
  proxyPath: string;
  /** Shown next to Send: which upstream the proxy forwards to. */
  environment: string;
}
