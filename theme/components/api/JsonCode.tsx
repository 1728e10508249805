import { jsonTokens } from './jsonTokens';

/**
 * JSON as a highlighted `<pre>`: each token a `<span class="json-…">` coloured by api.css in
 * both themes. React writes the text, so a body holding markup is shown, never interpreted.
 */
export function JsonCode({ json, className }: { json: string; className?: string }) {
  return (
    <pre className={className} tabIndex={0}>
      <code className="language-json">
        {jsonTokens(json).map((token, index) => (token.kind === 'plain' ? token.text : <span className={`json-${token.kind}`} key={index}>{token.text}</span>))}
      </code>
    </pre>
  );
}
