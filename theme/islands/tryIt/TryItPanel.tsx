import { useEffect, useRef, useState } from 'react';
import type { TryItProps } from '../../../src/compile/openapi/apiPageData';
import type { ChosenFiles } from './encodeBody';
import { AuthFields, BodyEditor, ParameterFields } from './Fields';
import { fieldKey, prepareRequest, type FormState } from './prepareRequest';
import { useServer } from './useServer';
import { ResponseView } from './ResponseView';
import { sendRequest, type SendResult } from './sendRequest';
import { useCredentials } from './useCredentials';
import { tryItNodes, tryItText } from '../../i18n/tryItStrings';

type Phase = 'idle' | 'confirm' | 'sending';

const initialValues = (props: TryItProps) => Object.fromEntries(props.parameters.map((parameter) => [fieldKey(parameter.in, parameter.name), parameter.example ?? '']));

/** The question asked before an operation that moves funds or deletes data is sent. */
function Confirmation({ props, onConfirm, onCancel }: { props: TryItProps; onConfirm(): void; onCancel(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="try-it-confirm" role="alertdialog" aria-labelledby={`try-it-${props.operationId}-confirm`} tabIndex={-1} ref={ref}>
      <p id={`try-it-${props.operationId}-confirm`}>
        {tryItNodes('docsite.TryIt.confirm', {
          operation: (
            <strong>
              {props.method} {props.path}
            </strong>
          ),
          environment: <strong className="try-it-confirm-env">{props.environment}</strong>,
        })}
      </p>
      <div className="try-it-actions">
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {tryItText('docsite.TryIt.confirmYes')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {tryItText('docsite.TryIt.confirmCancel')}
        </button>
      </div>
    </div>
  );
}

/** What the sandbox says about keys: any works there, and a real one never belongs in a docs page. */
function SandboxKeyNote() {
  return (
    <p className="try-it-sandbox" role="note">
      {tryItNodes('docsite.TryIt.sandbox', { sandbox: <strong>{tryItText('docsite.TryIt.sandboxTitle')}</strong>, example: <code>sk_test_123</code> })}
    </p>
  );
}

/** The panel's props, and what the island passes besides the JSON ones. */
export type TryItPanelProps = TryItProps & {
  /** Called once saved credentials are read: from then on a click on Send sends them (the island replays an early click then). */
  onReady?(): void;
};

/**
 * The try-it panel. The first render uses only props, so it is identical on the server and
 * at hydration; saved credentials are read after mounting.
 */
export function TryItPanel({ onReady, ...props }: TryItPanelProps) {
  const [values, setValues] = useState(() => initialValues(props));
  const [body, setBody] = useState(props.body?.examples[0]?.json ?? '');
  const [files, setFiles] = useState<ChosenFiles>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<SendResult>();
  const credentials = useCredentials();
  const publicBaseUrl = useServer(props.publicBaseUrl);
  const state: FormState = { values, auth: credentials.values, body, files };
  const prepared = prepareRequest({ ...props, publicBaseUrl }, state);
  useEffect(() => {
    if (credentials.ready) onReady?.();
  }, [credentials.ready, onReady]);

  const send = async () => {
    if ('error' in prepared) return;
    setPhase('sending');
    setResult(await sendRequest(prepared.request));
    setPhase('idle');
  };
  const onSend = () => {
    // A new send starts clean: the previous answer and error would read as this one's.
    setResult(undefined);
    setProblem('error' in prepared ? prepared.error : undefined);
    if ('error' in prepared) return;
    if (props.dangerous) setPhase('confirm');
    else void send();
  };

  return (
    <div className="try-it-panel" data-ready={credentials.ready ? '' : undefined}>
      <p className="try-it-env">
        {tryItNodes('docsite.TryIt.route', { proxy: <code>{props.proxyPath}</code>, environment: <strong>{props.environment}</strong> })}
      </p>
      {props.sandbox && <SandboxKeyNote />}
      <noscript>
        <p className="try-it-note">{tryItText('docsite.TryIt.noScript')}</p>
      </noscript>
      <AuthFields
        operationId={props.operationId}
        auth={props.auth}
        values={credentials.values}
        persistence={credentials.persistence}
        onChange={credentials.set}
        onPersistence={credentials.keepIn}
        onForget={credentials.forget}
      />
      <ParameterFields operationId={props.operationId} parameters={props.parameters} values={values} onChange={(key, value) => setValues({ ...values, [key]: value })} />
      {props.body && <BodyEditor operationId={props.operationId} body={props.body} value={body} onChange={setBody} onFile={(name, file) => setFiles({ ...files, [name]: file })} />}
      {'request' in prepared && (
        <details className="try-it-preview">
          <summary>{tryItText('docsite.TryIt.preview')}</summary>
          <pre tabIndex={0}>
            <code>{prepared.request.preview}</code>
          </pre>
        </details>
      )}
      {phase === 'confirm' && <Confirmation props={props} onConfirm={() => void send()} onCancel={() => setPhase('idle')} />}
      <div className="try-it-actions">
        {/* While the confirmation is open, only its own button sends. */}
        <button type="button" className="button button-primary try-it-send" onClick={onSend} disabled={phase !== 'idle'}>
          {tryItText(phase === 'sending' ? 'docsite.TryIt.sending' : 'docsite.TryIt.send')}
        </button>
        {props.dangerous && <span className="try-it-warning">{tryItText('docsite.TryIt.dangerous')}</span>}
      </div>
      {problem && (
        <p className="try-it-error" role="alert">
          {problem}
        </p>
      )}
      <div aria-live="polite">{result && <ResponseView result={result} />}</div>
    </div>
  );
}
