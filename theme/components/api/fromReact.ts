/**
 * The switch of the API pages' HTML written as strings (`schemaTreeWriter.ts`, `jsonCodeHtml.ts`):
 * `DOCSITE_API_HTML_FROM_REACT=1` renders their React elements instead, the output those
 * fast paths are held equal to (CONTRIBUTING, "Fast paths"). Read on the server only.
 */
export const apiHtmlFromReact = () => typeof process !== 'undefined' && process.env?.DOCSITE_API_HTML_FROM_REACT === '1';
