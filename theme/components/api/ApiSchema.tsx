import type { SchemaPageView } from '../../../src/compile/openapi/apiPageData';
import { SchemaTree } from './SchemaTree';

/** A component schema's own page: where it is defined, then the schema as a tree. */
export function ApiSchema({ schema }: { schema: SchemaPageView }) {
  return (
    <div className="api-schema">
      <p className="api-kind-note">
        Schema <code>{schema.ref}</code> of the API document. Read-only properties are sent only in responses, write-only ones only in requests.
      </p>
      <SchemaTree node={schema.tree} />
    </div>
  );
}
