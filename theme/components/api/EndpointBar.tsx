import { MethodBadge } from './MethodBadge';
import { apiText } from '../../i18n/apiStrings';

/** `POST https://api…/ta/agent/{agent_id}`: the method, the base URL (muted) and the path with its parameters marked. */
export function EndpointBar({ method, path, baseUrl, deprecated }: { method: string; path: string; baseUrl: string; deprecated: boolean }) {
  const parts = path.split(/(\{[^}]+\})/).filter(Boolean);
  return (
    <div className="api-endpoint">
      <MethodBadge method={method} />{' '}
      <code className="api-endpoint-url">
        <span className="api-endpoint-base">{baseUrl.replace(/\/+$/, '')}</span>
        {parts.map((part, index) => (part.startsWith('{') ? <span className="api-path-param" key={index}>{part}</span> : <span key={index}>{part}</span>))}
      </code>
      {deprecated && <span className="api-deprecated">{apiText('docsite.Api.deprecated')}</span>}
    </div>
  );
}
