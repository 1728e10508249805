import type { ExampleView } from '../../../src/compile/openapi/apiPageData';

/** JSON examples of a body, each in a copyable code block, labelled when there are several or it was generated. */
export function Examples({ examples }: { examples: ExampleView[] }) {
  return (
    <>
      {examples.map((example) => {
        const label = example.generated ? 'Example (generated from the schema)' : examples.length > 1 ? `Example: ${example.summary ?? example.name}` : 'Example';
        return (
          <div className="api-example" key={example.name}>
            <p className="api-example-label">{label}</p>
            <div className="code-block" data-language="json">
              <pre tabIndex={0}>
                <code>{example.json}</code>
              </pre>
            </div>
          </div>
        );
      })}
    </>
  );
}
