import type { SecurityView } from '../../../src/compile/openapi/apiPageData';
import { inlineHtml } from './SectionHeading';

/** What a credential travels as. */
const placeOf = (entry: SecurityView) => (entry.in === 'query' ? 'query parameter' : entry.in === 'cookie' ? 'cookie' : 'header');

/** Where the samples read a credential from: one variable, or a user and a password for HTTP Basic. */
function EnvHint({ entry }: { entry: SecurityView }) {
  if (entry.kind === 'basic') {
    return (
      <span className="api-env-hint">
        The samples read the user from <code>{entry.envVar}</code> and the password from <code>{entry.passwordEnvVar}</code>, and encode them.
      </span>
    );
  }
  return (
    <span className="api-env-hint">
      The samples read it from <code>{entry.envVar}</code>.{entry.note && <> {entry.note}</>}
    </span>
  );
}

/** The credentials a request needs: each header, query parameter or cookie, what goes in it, and the variable the samples read it from. */
export function AuthHeaders({ security }: { security: SecurityView[] }) {
  const places = new Set(security.map(placeOf));
  const all = places.size === 1 ? `${[...places][0]}s` : 'credentials';
  return (
    <>
      <p>{security.length > 1 ? `Send all ${security.length} ${all} with the request:` : `Send this ${placeOf(security[0]!)} with the request:`}</p>
      <ul className="api-auth">
        {security.map((entry) => (
          <li key={entry.scheme}>
            <code>{entry.header}</code>
            {entry.valuePrefix && <> (<code>{entry.valuePrefix.trim()}</code> scheme)</>}
            {entry.descriptionHtml && <> — <span dangerouslySetInnerHTML={{ __html: inlineHtml(entry.descriptionHtml) }} /></>}
            {' '}
            <EnvHint entry={entry} />
          </li>
        ))}
      </ul>
    </>
  );
}
