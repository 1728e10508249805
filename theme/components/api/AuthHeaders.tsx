import type { SecurityView } from '../../../src/compile/openapi/apiPageData';
import { inlineHtml } from './SectionHeading';

/** The credentials a request needs: each header, what goes in it, and the variable the samples read it from. */
export function AuthHeaders({ security }: { security: SecurityView[] }) {
  return (
    <>
      <p>{security.length > 1 ? `Send all ${security.length} headers with the request:` : 'Send this header with the request:'}</p>
      <ul className="api-auth">
        {security.map((entry) => (
          <li key={entry.scheme}>
            <code>{entry.header}</code>
            {entry.valuePrefix && <> (<code>{entry.valuePrefix.trim()}</code> scheme)</>}
            {entry.descriptionHtml && <> — <span dangerouslySetInnerHTML={{ __html: inlineHtml(entry.descriptionHtml) }} /></>}
            {' '}
            <span className="api-env-hint">
              The samples read it from <code>{entry.envVar}</code>.
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
