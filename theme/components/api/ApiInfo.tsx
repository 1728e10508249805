import type { ApiInfoView } from '../../../src/compile/openapi/apiPageData';
import { MethodBadge } from './MethodBadge';

/** The API's introduction page: description, base URL, download, operations by tag. */
export function ApiInfo({ info }: { info: ApiInfoView }) {
  return (
    <div className="api-info">
      <p className="api-meta">
        Version {info.version} · Base URL <code>{info.baseUrl}</code> · <a href={info.specUrl} download>Download the OpenAPI document</a>
      </p>
      <div dangerouslySetInnerHTML={{ __html: info.descriptionHtml }} />
      {info.groups.map((group) => (
        <section key={group.tag}>
          <h2 id={`tag-${group.tag.toLowerCase()}`}>{group.tag}</h2>
          {group.description && <p>{group.description}</p>}
          <ul className="api-operation-list">
            {group.operations.map((operation) => (
              <li key={operation.href}>
                <a href={operation.href}>
                  <MethodBadge method={operation.method} /> <code>{operation.path}</code> {operation.summary}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
