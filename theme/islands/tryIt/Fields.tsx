import type { TryItParameter, TryItProps } from '../../../src/compile/openapi/apiPageData';
import type { Persistence } from './credentials';
import { fieldKey } from './prepareRequest';
import { tryItText } from '../../i18n/tryItStrings';

/** Ids derive from the operation, never from `useId`: the server renders the panel inside a larger tree than the island hydrates. */
export const fieldId = (operationId: string, ...parts: string[]) => `try-it-${operationId}-${parts.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_');

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
        {` ${tryItText(props.auth.some((auth) => auth.in === 'query') ? 'docsite.TryIt.queryKeys' : 'docsite.TryIt.headerKeys')}`}
      </p>
    </fieldset>
  );
}

function ParameterInput({ operationId, parameter, value, onChange }: { operationId: string; parameter: TryItParameter; value: string; onChange(value: string): void }) {
  const id = fieldId(operationId, parameter.in, parameter.name);
  return (
    <div className="try-it-field">
      <label htmlFor={id}>
        <code>{parameter.name}</code> <span className="try-it-param-meta">{parameter.in} · {parameter.type}</span>
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

/** The JSON body editor, prefilled from the first example; other examples can be loaded. */
export function BodyEditor(props: { operationId: string; body: NonNullable<TryItProps['body']>; value: string; onChange(value: string): void }) {
  const id = fieldId(props.operationId, 'body');
  const rows = Math.min(24, Math.max(6, props.value.split('\n').length + 1));
  return (
    <div className="try-it-group try-it-body">
      <label htmlFor={id}>
        {`${tryItText('docsite.TryIt.body')} `}
        <code>{props.body.mediaType}</code>
        {props.body.required && <span className="schema-required">{tryItText('docsite.TryIt.required')}</span>}
      </label>
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
    </div>
  );
}
