import type { SecurityView } from '../../../src/compile/openapi/apiPageData';
import { inlineHtml } from './SectionHeading';
import { apiNodes, apiText } from '../../i18n/apiStrings';

/** What a credential travels as. */
const placeOf = (entry: SecurityView) => (entry.in === 'query' || entry.in === 'cookie' ? entry.in : 'header');

/** The lead: send this one credential, or all of them (of one kind, else 'credentials'). */
function sendLead(security: SecurityView[]): string {
  const places = new Set(security.map(placeOf));
  if (security.length === 1) return apiText(`docsite.Api.sendOne.${placeOf(security[0]!)}`);
  return apiText(places.size === 1 ? `docsite.Api.sendAll.${[...places][0]!}` : 'docsite.Api.sendAll.mixed', { count: security.length });
}

/** Where the samples read a credential from: one variable, or a user and a password for HTTP Basic. */
function EnvHint({ entry }: { entry: SecurityView }) {
  if (entry.kind === 'basic') {
    return (
      <span className="api-env-hint">
        {apiNodes('docsite.Api.basicEnvHint', { userVar: <code>{entry.envVar}</code>, passwordVar: <code>{entry.passwordEnvVar}</code> })}
      </span>
    );
  }
  return (
    <span className="api-env-hint">
      {apiNodes('docsite.Api.envHint', { envVar: <code>{entry.envVar}</code> })}
      {entry.note && <> {entry.note}</>}
    </span>
  );
}

/** The credentials a request needs: each header, query parameter or cookie, what goes in it, and the variable the samples read it from. */
export function AuthHeaders({ security }: { security: SecurityView[] }) {
  return (
    <>
      <p>{sendLead(security)}</p>
      <ul className="api-auth">
        {security.map((entry) => (
          <li key={entry.scheme}>
            <code>{entry.header}</code>
            {entry.valuePrefix && apiNodes('docsite.Api.scheme', { prefix: <code>{entry.valuePrefix.trim()}</code> })}
            {entry.descriptionHtml && <> — <span dangerouslySetInnerHTML={{ __html: inlineHtml(entry.descriptionHtml) }} /></>}
            {' '}
            <EnvHint entry={entry} />
          </li>
        ))}
      </ul>
    </>
  );
}
