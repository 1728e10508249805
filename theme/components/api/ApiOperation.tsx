import type { OperationView } from '../../../src/compile/openapi/apiPageData';
import { MethodBadge } from './MethodBadge';

/** An operation page: method and path, description, parameters, body, responses, samples. */
export function ApiOperation({ operation }: { operation: OperationView; proxyPath: string; environment: string }) {
  return (
    <div className="api-operation">
      <p className="api-endpoint">
        <MethodBadge method={operation.method} /> <code>{operation.path}</code>
      </p>
      <div dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
    </div>
  );
}
