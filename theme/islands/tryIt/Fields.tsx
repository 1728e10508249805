import type { ReactNode } from 'react';
import type { TryItParameter, TryItProps } from '../../../src/compile/openapi/apiPageData';
import { bodyKindOf } from '../../../src/compile/openapi/samples/sampleRequest';
import type { Persistence } from './credentials';
import { BODY_FILE } from './encodeBody';
import { fieldKey } from './prepareRequest';
import { tryItNodes, tryItText } from '../../i18n/tryItStrings';

/** Ids derive from the operation, never from `useId`: the server renders the panel inside a larger tree than the island hydrates. */
export const fieldId = (operationId: string, ...parts: string[]) => `try-it-${operationId}-${parts.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_');

/** Where the credentials go, said after where they are kept: headers, the URL for query keys, cookies for cookie keys. */
function whereSent(auth: TryItProps['auth']): string {
  const query = auth.some((entry) => entry.in === 'query');
  const cookie = auth.some((entry) => entry.in === 'cookie');
  const id = query && cookie ? 'docsite.TryIt.queryAndCookieKeys' : query ? 'docsite.TryIt.queryKeys' : cookie ? 'docsite.TryIt.cookieKeys' : 'docsite.TryIt.headerKeys';
  return ` ${tryItText(id)}`;
}

/** Inputs for the credential headers, with where they are kept. */
export function AuthFields(props: {
  operationId: string;
  auth: TryItProps['auth'];
  values: Record<string, string>;
  persistence: Persistence;
  onChange(header: string, value: string): void;
  onPersistence(persistence: Persistence): void;
  onForget(): void;
}) {
  if (props.auth.length === 0) return null;
  return (
    <fieldset className="try-it-group">
      <legend>{tryItText('docsite.TryIt.authentication')}</legend>
      {props.auth.map((auth) => {
        const id = fieldId(props.operationId, 'auth', auth.header);
        return (
          <div className="try-it-field" key={auth.header}>
            <label htmlFor={id}>
              <code>{auth.header}</code>
            </label>
            <input
              id={id}
              type={auth.secret ? 'password' : 'text'}
              autoComplete="off"
              spellCheck={false}
              placeholder={auth.basic ? 'user:password' : undefined}
              value={props.values[auth.header] ?? ''}
              onChange={(event) => props.onChange(auth.header, event.target.value)}
            />
          </div>
        );
      })}
      <div className="try-it-remember">
        <label>
          <input type="checkbox" checked={props.persistence === 'local'} onChange={(event) => props.onPersistence(event.target.checked ? 'local' : 'session')} />
          {` ${tryItText('docsite.TryIt.remember')}`}
        </label>
        <button type="button" className="try-it-link-button" onClick={props.onForget}>
          {tryItText('docsite.TryIt.forget')}
        </button>
      </div>
      {/* Two text nodes, as before query keys existed, so header-only panels render as they did. */}
      <p className="try-it-hint">
        {tryItText(props.persistence === 'local' ? 'docsite.TryIt.keptLocal' : 'docsite.TryIt.keptSession')}
        {whereSent(props.auth)}
      </p>
    </fieldset>
  );
}

function ParameterInput({ operationId, parameter, value, onChange }: { operationId: string; parameter: TryItParameter; value: string; onChange(value: string): void }) {
  const id = fieldId(operationId, parameter.in, parameter.name);
  return (
    <div className="try-it-field">
      <label htmlFor={id}>
        <code>{parameter.name}</code> <span className="try-it-param-meta">
          {parameter.in} · {parameter.type}
          {parameter.json && ` · ${tryItText('docsite.TryIt.json')}`}
        </span>
        {parameter.required && <span className="schema-required">{tryItText('docsite.TryIt.required')}</span>}
      </label>
      {parameter.enum ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {!parameter.required && <option value="">{tryItText('docsite.TryIt.notSet')}</option>}
          {parameter.enum.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type="text" spellCheck={false} autoComplete="off" value={value} placeholder={parameter.required ? '' : tryItText('docsite.TryIt.notSet')} onChange={(event) => onChange(event.target.value)} />
      )}
      {parameter.description && <p className="try-it-hint">{parameter.description}</p>}
    </div>
  );
}

/** One input (or select, for enums) per parameter, prefilled with its example. */
export function ParameterFields(props: { operationId: string; parameters: TryItParameter[]; values: Record<string, string>; onChange(key: string, value: string): void }) {
  if (props.parameters.length === 0) return null;
  return (
    <fieldset className="try-it-group">
      <legend>{tryItText('docsite.TryIt.parameters')}</legend>
      {props.parameters.map((parameter) => {
        const key = fieldKey(parameter.in, parameter.name);
        return <ParameterInput key={key} operationId={props.operationId} parameter={parameter} value={props.values[key] ?? ''} onChange={(value) => props.onChange(key, value)} />;
      })}
    </fieldset>
  );
}

/** A file input for a multipart file field or a binary body; what is chosen is sent as it is, never read by the page. */
function FileInput(props: { id: string; label: ReactNode; accept?: string; onFile(file: File | undefined): void }) {
  return (
    <div className="try-it-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input id={props.id} type="file" accept={props.accept} onChange={(event) => props.onFile(event.target.files?.[0])} />
    </div>
  );
}

/** A content type an `accept` attribute can use: one concrete type, not the catch-all. */
const acceptOf = (contentType: string) => (contentType === 'application/octet-stream' || !contentType.includes('/') ? undefined : contentType);

/**
 * The body editor: JSON text prefilled from the first example (other examples can be loaded),
 * a file input for each multipart file field, or only a file input for a binary body.
 */
export function BodyEditor(props: { operationId: string; body: NonNullable<TryItProps['body']>; value: string; onChange(value: string): void; onFile(name: string, file: File | undefined): void }) {
  const id = fieldId(props.operationId, 'body');
  const heading = (
    <>
      {`${tryItText('docsite.TryIt.body')} `}
      <code>{props.body.mediaType}</code>
      {props.body.required && <span className="schema-required">{tryItText('docsite.TryIt.required')}</span>}
    </>
  );
  if (bodyKindOf(props.body.mediaType) === 'binary') {
    return (
      <div className="try-it-group try-it-body">
        <FileInput id={id} label={heading} accept={acceptOf(props.body.mediaType)} onFile={(file) => props.onFile(BODY_FILE, file)} />
      </div>
    );
  }
  const rows = Math.min(24, Math.max(6, props.value.split('\n').length + 1));
  return (
    <div className="try-it-group try-it-body">
      <label htmlFor={id}>{heading}</label>
      {props.body.examples.length > 1 && (
        <div className="try-it-examples">
          {tryItText('docsite.TryIt.loadExample')}{' '}
          {props.body.examples.map((example) => (
            <button type="button" className="try-it-link-button" key={example.name} onClick={() => props.onChange(example.json)}>
              {example.summary ?? example.name}
            </button>
          ))}
        </div>
      )}
      <textarea id={id} className="try-it-editor" rows={rows} spellCheck={false} autoComplete="off" value={props.value} onChange={(event) => props.onChange(event.target.value)} />
      {props.body.files?.map((field) => (
        <FileInput
          key={field.name}
          id={fieldId(props.operationId, 'file', field.name)}
          label={
            <>
              <code>{field.name}</code> <span className="try-it-param-meta">{tryItNodes('docsite.TryIt.file', { contentType: field.contentType })}</span>
            </>
          }
          accept={acceptOf(field.contentType)}
          onFile={(file) => props.onFile(field.name, file)}
        />
      ))}
    </div>
  );
}
