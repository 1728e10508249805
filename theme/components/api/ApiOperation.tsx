import type { OperationView } from '../../../src/compile/openapi/apiPageData';
import { AuthHeaders } from './AuthHeaders';
import { CodeSamples } from './CodeSamples';
import { EndpointBar } from './EndpointBar';
import { Examples } from './Examples';
import { ExternalDocs } from './ExternalDocs';
import { ParametersTable } from './ParametersTable';
import { ResponseExamples } from './ResponseExamples';
import { Responses } from './Responses';
import { SchemaTree } from './SchemaTree';
import { SectionHeading } from './SectionHeading';
import { ServerPicker } from './ServerPicker';
import { TryIt } from './TryIt';
import { apiNodes, apiText } from '../../i18n/apiStrings';

/**
 * An operation page, complete without JavaScript, in two columns from 1280 px (api.css): the
 * reference (description, auth, parameters, request body, responses as expandable trees) on
 * the left; on the right, sticky, what a developer runs: code samples in tabs, the example
 * answer per status and the try-it panel (an island that only enhances what is already
 * there). Below 1280 px the right column follows the reference.
 */
export function ApiOperation({ operation }: { operation: OperationView; proxyPath: string; environment: string }) {
  const base = operation.url.slice(0, operation.url.length - operation.path.length);
  return (
    <div className="api-operation" data-operation-id={operation.operationId}>
      <EndpointBar method={operation.method} path={operation.path} baseUrl={base} deprecated={operation.deprecated} />
      <div className="api-columns">
        <div className="api-reference">
          <Reference operation={operation} />
        </div>
        <Console operation={operation} />
      </div>
    </div>
  );
}

/** The left column: what the operation is and everything it takes and answers. */
function Reference({ operation }: { operation: OperationView }) {
  return (
    <>
      <SentByTheApi operation={operation} />
      <div className="api-description" dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
      <ExternalDocs docs={operation.externalDocs} />
      {operation.security.length > 0 && (
        <section>
          <SectionHeading id="authorization">{apiText('docsite.Api.section.authorization')}</SectionHeading>
          <AuthHeaders security={operation.security} />
        </section>
      )}
      {operation.parameters.length > 0 && (
        <section>
          <SectionHeading id="parameters">{apiText('docsite.Api.section.parameters')}</SectionHeading>
          <ParametersTable parameters={operation.parameters} />
        </section>
      )}
      {operation.requestBody && (
        <section>
          <SectionHeading id="request-body">{apiText('docsite.Api.section.request-body')}</SectionHeading>
          <p className="api-media-type">
            {apiText(operation.requestBody.required ? 'docsite.Api.bodyRequired' : 'docsite.Api.bodyOptional')}, <code>{operation.requestBody.mediaType}</code>
          </p>
          {operation.requestBody.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }} />}
          {operation.requestBody.schema && <SchemaTree node={operation.requestBody.schema} />}
          <Examples examples={operation.requestBody.examples} />
        </section>
      )}
      <section>
        <SectionHeading id="responses">{apiText('docsite.Api.section.responses')}</SectionHeading>
        <Responses responses={operation.responses} />
      </section>
    </>
  );
}

/** The right column: the server picker when there are several, code samples, the example answer for the selected status, try-it. */
function Console({ operation }: { operation: OperationView }) {
  return (
    <div className="api-console">
      {operation.servers && <ServerPicker servers={operation.servers} operationId={operation.operationId} />}
      {operation.samples.length > 0 && (
        <section>
          <SectionHeading id="code-samples">{apiText('docsite.Api.section.code-samples')}</SectionHeading>
          <CodeSamples samples={operation.samples} />
        </section>
      )}
      {operation.responses.length > 0 && (
        <section className="api-response-examples">
          <SectionHeading id="response-examples">{apiText('docsite.Api.section.response-examples')}</SectionHeading>
          <ResponseExamples responses={operation.responses} />
        </section>
      )}
      {operation.tryIt && (
        <section>
          <SectionHeading id="try-it">{apiText('docsite.Api.section.try-it')}</SectionHeading>
          <TryIt props={operation.tryIt} />
        </section>
      )}
    </div>
  );
}

/** What a webhook or a callback is, since the reader receives it rather than sends it. */
function SentByTheApi({ operation }: { operation: OperationView }) {
  if (operation.kind === 'webhook') {
    return (
      <p className="api-kind-note">
        {apiNodes('docsite.Api.webhook', { path: <code>{operation.path}</code> })}
      </p>
    );
  }
  if (operation.kind !== 'callback' || !operation.callback) return null;
  return (
    <p className="api-kind-note">
      {apiNodes('docsite.Api.callback', { name: <code>{operation.callback.name}</code>, operation: <a href={operation.callback.href}>{operation.callback.title}</a> })}
    </p>
  );
}
