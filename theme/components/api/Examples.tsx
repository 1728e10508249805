import type { ExampleView } from '../../../src/compile/openapi/apiPageData';
import { JsonCode } from './JsonCode';

/** JSON examples of a body, each in a copyable, highlighted code block, labelled when there are several or it was generated. */
export function Examples({ examples }: { examples: ExampleView[] }) {
  return (
    <>
      {examples.map((example) => {
        const label = example.generated ? 'Example (generated from the schema)' : examples.length > 1 ? `Example: ${example.summary ?? example.name}` : 'Example';
        return (
          <div className="api-example" key={example.name}>
            <p className="api-example-label">{label}</p>
            <div className="code-block" data-language="json">
              <JsonCode json={example.json} />
            </div>
          </div>
        );
      })}
    </>
  );
}
