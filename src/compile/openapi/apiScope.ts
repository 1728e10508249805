/** The API summary exposed to MDX pages as `api` (for `<EndpointTable />`, `<ErrorTable />`). */
export interface ApiScope {
  operations: Array<{ operationId: string; method: string; path: string; summary: string; href: string; tag?: string }>;
  errors: Array<{ status: string; name: string; description: string; codes: string[]; example?: string }>;
}
