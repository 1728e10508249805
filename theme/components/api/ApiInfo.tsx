import type { ApiInfoView } from '../../../src/compile/openapi/apiPageData';
import { ExternalDocs } from './ExternalDocs';
import { MethodBadge } from './MethodBadge';
import { SectionHeading } from './SectionHeading';
import { apiText } from '../../i18n/apiStrings';

/** The API's introduction page: description, base URL, auth, the document for download, operations by tag. */
export function ApiInfo({ info }: { info: ApiInfoView }) {
  return (
    <div className="api-info">
      <dl className="api-meta">
        {info.version && (
          <>
            <dt>{apiText('docsite.Api.version')}</dt>
            <dd>{info.version}</dd>
          </>
        )}
        <dt>{apiText('docsite.Api.baseUrl')}</dt>
        <dd>
          <code>{info.baseUrl}</code>
        </dd>
        {info.security.length > 0 && (
          <>
            <dt>{apiText('docsite.Api.authHeaders')}</dt>
            <dd>
              {info.security.map((entry, index) => (
                <span key={entry.scheme}>
                  {index > 0 && ', '}
                  <code>{entry.header}</code>
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>{apiText('docsite.Api.openApiDocument')}</dt>
        <dd>
          <a href={info.specUrl} download={info.specFileName}>
            {apiText('docsite.Api.download', { file: info.specFileName })}
          </a>
        </dd>
      </dl>
      <div className="api-description" dangerouslySetInnerHTML={{ __html: info.descriptionHtml }} />
      <ExternalDocs docs={info.externalDocs} />
      {info.groups.map((group) => (
        <section key={group.tag}>
          <SectionHeading id={group.id}>{group.tag}</SectionHeading>
          {group.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: group.descriptionHtml }} />}
          <ExternalDocs docs={group.externalDocs} />
          <ul className="api-operation-list">
            {group.operations.map((operation) => (
              <li key={operation.href}>
                <a href={operation.href}>
                  <MethodBadge method={operation.method} /> <code>{operation.path}</code> <span>{operation.summary}</span>
                  {operation.deprecated && <span className="api-deprecated">{apiText('docsite.Api.deprecated')}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
