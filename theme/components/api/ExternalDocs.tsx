import type { ExternalDocsView } from '../../../src/compile/openapi/apiPageData';

/** The document's `externalDocs` link: its description as the link text, else the URL. */
export function ExternalDocs({ docs }: { docs?: ExternalDocsView }) {
  if (!docs) return null;
  return (
    <p className="api-external-docs">
      <a href={docs.url}>{docs.description ?? docs.url}</a>
    </p>
  );
}
