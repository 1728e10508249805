/** The parts of OpenAPI 3.x that docsite reads. Unknown fields pass through. */

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  title?: string;
  [key: string]: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  /** How the value is written: `form`, `simple`, `label`, `matrix`, `spaceDelimited`, `pipeDelimited`, `deepObject`. */
  style?: string;
  explode?: boolean;
  /** A parameter sent as a serialised media type (e.g. JSON) instead of `style`. */
  content?: Record<string, MediaTypeObject>;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown; $ref?: string }>;
  /** Per-property encoding of form and multipart bodies (`contentType` of a file part). */
  encoding?: Record<string, { contentType?: string; style?: string; explode?: boolean }>;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, { description?: string; schema?: SchemaObject }>;
  content?: Record<string, MediaTypeObject>;
}

export interface RequestBodyObject {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: Array<Record<string, string[]>>;
  deprecated?: boolean;
  externalDocs?: { url: string; description?: string };
  /** Requests the API sends back, by name, then by URL expression. */
  callbacks?: Record<string, Record<string, PathItem> | { $ref: string }>;
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete' | 'options' | 'head' | 'trace', OperationObject>> & {
  $ref?: string;
  parameters?: ParameterObject[];
};

export interface SecuritySchemeObject {
  type: string;
  in?: string;
  name?: string;
  description?: string;
  scheme?: string;
  /** OAuth 2 flows, by name, with their URLs. */
  flows?: Record<string, { authorizationUrl?: string; tokenUrl?: string }>;
  /** OpenID Connect discovery URL. */
  openIdConnectUrl?: string;
}

/** A server of the API; `{name}` placeholders in its URL are server variables. */
export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default?: string; enum?: string[]; description?: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version?: string; description?: string };
  servers?: ServerObject[];
  tags?: Array<{ name: string; description?: string; externalDocs?: { url: string; description?: string } }>;
  paths: Record<string, PathItem>;
  externalDocs?: { url: string; description?: string };
  /** OpenAPI 3.1: requests the API sends to subscribers, by name. */
  webhooks?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
  security?: Array<Record<string, string[]>>;
}
