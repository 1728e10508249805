import { JsonCode } from '../../components/api/JsonCode';
import type { SendResult } from './sendRequest';
import { tryItText } from '../../i18n/tryItStrings';

/** Colours only what is JSON; anything else stays plain text. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer: status, time, headers and the body (JSON highlighted). Everything is rendered
 * as text by React, so an HTML or script body is shown, never interpreted.
 */
export function ResponseView({ result }: { result: SendResult }) {
  if (result.kind === 'error') {
    return (
      <div className="try-it-response try-it-failed" role="alert">
        <p className="try-it-status">{tryItText('docsite.TryIt.noResponse', { ms: result.ms })}</p>
        <p className="try-it-error">{result.message}</p>
      </div>
    );
  }
  return (
    <div className="try-it-response" data-status={result.status}>
      <p className="try-it-status">
        <span className={`status-badge status-${String(result.status)[0]}xx`}>{result.status}</span> {result.statusText} · <span className="try-it-time">{result.ms} ms</span>
      </p>
      {result.problem && (
        <p className="try-it-error" role="alert">
          {result.problem}
        </p>
      )}
      {result.note && <p className="try-it-note">{result.note}</p>}
      <details className="try-it-headers">
        <summary>{tryItText('docsite.TryIt.responseHeaders', { count: result.headers.length })}</summary>
        <table>
          <tbody>
            {result.headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {isJson(result.body) ? (
        <JsonCode json={result.body} className="try-it-response-body" />
      ) : (
        <pre className="try-it-response-body" tabIndex={0}>
          <code>{result.body}</code>
        </pre>
      )}
    </div>
  );
}
