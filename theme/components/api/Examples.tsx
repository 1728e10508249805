import type { ExampleView } from '../../../src/compile/openapi/apiPageData';
import { JsonCode } from './JsonCode';
import { apiHtmlFromReact } from './fromReact';
import { jsonCodeInnerHtml } from './jsonCodeHtml';
import { apiText } from '../../i18n/apiStrings';

/** What a generated example is, and where it was cut when it was too long to show whole. */
function generatedLabel(example: ExampleView): string {
  if (example.cutBelowDepth === undefined) return apiText('docsite.Api.generatedExample');
  return apiText('docsite.Api.cutExample', { depth: example.cutBelowDepth });
}

/** JSON examples of a body, each in a copyable, highlighted code block, labelled when there are several or it was generated. */
export function Examples({ examples }: { examples: ExampleView[] }) {
  return (
    <>
      {examples.map((example) => {
        const label = example.generated ? generatedLabel(example) : examples.length > 1 ? apiText('docsite.Api.namedExample', { name: example.summary ?? example.name }) : apiText('docsite.Api.exampleLabel');
        return (
          <div className="api-example" key={example.name}>
            <p className="api-example-label">{label}</p>
            <div className="code-block" data-language="json">
              {apiHtmlFromReact() ? (
                <JsonCode json={example.json} />
              ) : (
                <pre tabIndex={0}>
                  <code className="language-json" dangerouslySetInnerHTML={{ __html: jsonCodeInnerHtml(example.json) }} />
                </pre>
              )}
            </div>
          </div>
        );
      })}
    </>
  );
}
