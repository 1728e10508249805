import type { ResponseView } from '../../../src/compile/openapi/apiPageData';
import { SchemaTree } from './SchemaTree';
import { inlineHtml } from './SectionHeading';
import { apiNodes, apiText, apiTypeText } from '../../i18n/apiStrings';

const statusClass = (status: string) => `status-badge status-${status[0] ?? 'x'}xx`;

/**
 * Each response as a `<details>` (success responses open): description, headers and body
 * schema. Its example is beside the reference, in `ResponseExamples`.
 */
export function Responses({ responses }: { responses: ResponseView[] }) {
  return (
    <div className="api-responses">
      {responses.map((response) => (
        <details className="api-response" key={response.status} open={response.status.startsWith('2')} id={`response-${response.status}`}>
          <summary>
            <span className={statusClass(response.status)}>{response.status}</span> <span dangerouslySetInnerHTML={{ __html: inlineHtml(response.descriptionHtml) }} />
          </summary>
          <div className="api-response-body">
            {response.headers.length > 0 && (
              <table className="api-response-headers">
                <thead>
                  <tr>
                    <th scope="col">{apiText('docsite.Api.header')}</th>
                    <th scope="col">{apiText('docsite.Api.type')}</th>
                    <th scope="col">{apiText('docsite.Api.description')}</th>
                  </tr>
                </thead>
                <tbody>
                  {response.headers.map((header) => (
                    <tr key={header.name}>
                      <td><code>{header.name}</code></td>
                      <td>{header.type && <code className="api-type">{apiTypeText(header.type)}</code>}</td>
                      <td dangerouslySetInnerHTML={{ __html: inlineHtml(header.descriptionHtml) }} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {response.mediaType && <p className="api-media-type">{apiNodes('docsite.Api.body', { mediaType: <code>{response.mediaType}</code> })}</p>}
            {response.schema && <SchemaTree node={response.schema} />}
          </div>
        </details>
      ))}
    </div>
  );
}
