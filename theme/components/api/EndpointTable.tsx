import type { ApiScope } from '../../../src/compile/openapi/apiScope';
import { codeSpans } from './codeSpans';
import { MethodBadge } from './MethodBadge';

/** Every operation of the OpenAPI document: generated, so it cannot drift. */
export function EndpointTable({ operations }: { operations: ApiScope['operations'] }) {
  return (
    <table className="endpoint-table">
      <thead>
        <tr><th>Method</th><th>Path</th><th>What it does</th></tr>
      </thead>
      <tbody>
        {operations.map((operation) => (
          <tr key={operation.operationId}>
            <td><MethodBadge method={operation.method} /></td>
            <td><code>{operation.path}</code></td>
            <td><a href={operation.href}>{operation.summary}</a></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Every error response the OpenAPI document defines, with its codes and example body. Three
 * columns, the example under the meaning, so the table fits the content column beside a TOC.
 */
export function ErrorTable({ errors }: { errors: ApiScope['errors'] }) {
  return (
    <table className="error-table">
      <thead>
        <tr><th>Status</th><th>Error codes</th><th>Meaning and example body</th></tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={error.status + error.name}>
            <td><code>{error.status}</code></td>
            <td>{error.codes.map((code) => <code key={code}>{code}</code>)}</td>
            <td>
              {codeSpans(error.description)}
              {error.example && <pre className="inline-json"><code>{error.example}</code></pre>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
