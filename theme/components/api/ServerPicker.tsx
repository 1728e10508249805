import type { ServerChoice } from '../../../src/compile/openapi/serverBaseUrl';
import { apiText } from '../../i18n/apiStrings';

/**
 * Which server the code samples, the endpoint and try-it's preview address. The page is
 * written for the first; the control stays hidden until the client script (`serverPicker.ts`)
 * can act on it, so a reader without JavaScript sees the first server and no dead control.
 */
export function ServerPicker({ servers, operationId }: { servers: ServerChoice[]; operationId: string }) {
  const id = `server-${operationId}`;
  return (
    <div className="api-server-picker" data-server-picker="" hidden>
      <label htmlFor={id}>{apiText('docsite.Api.server')}</label>{' '}
      <select id={id} defaultValue={servers[0]!.url}>
        {servers.map((server) => (
          <option key={server.url} value={server.url}>
            {server.description ? `${server.url} (${server.description})` : server.url}
          </option>
        ))}
      </select>
    </div>
  );
}
