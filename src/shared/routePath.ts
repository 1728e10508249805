/**
 * Routes are made from what authors write (a slug, an id, a tag's permalink, a file name) and
 * become output files, so a route that is not a plain path could write anywhere on the disk
 * (`slug: ../../../tmp/x`). Pure: shared by node and browser code.
 */

/** The first reason `value` (a route, or a piece of one such as a slug) is not a clean path, else undefined. */
export function routePathProblem(value: string): string | undefined {
  // A control character (NUL cuts a file name short, a newline splits headers).
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'it contains a control character';
  if (value.includes('\\')) return 'it contains a backslash';
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return 'it starts with a URL scheme';
  if (value.startsWith('//')) return 'it starts with // (a host)';
  // Decoded by a server, these are a slash, a backslash, a dot or a control character: the checks above would not see them.
  if (/%(2f|5c|2e|[01][0-9a-f]|7f)/i.test(value)) return 'it contains an encoded slash, backslash, dot or control character';
  if (value.split('/').some((segment) => segment === '.' || segment === '..')) return "it has a '.' or '..' segment";
  return undefined;
}

/**
 * The first reason `route` is not a clean absolute route (as `joinPath` makes them: a leading
 * slash, no empty segment, no trailing slash except for `/`), else undefined.
 */
export function routeProblem(route: string): string | undefined {
  if (!route.startsWith('/')) return 'it does not start with /';
  const problem = routePathProblem(route);
  if (problem) return problem;
  if (route !== '/' && route.slice(1).split('/').includes('')) return 'it has an empty segment';
  return undefined;
}

/** What authors are told to write instead of a path that is not clean. */
export const CLEAN_PATH_HINT = 'a route is a path of plain segments, such as guides/setup or /guides/setup';

/** `field: "value" is not a clean path: reason`, the one wording of every such error. */
export function notCleanPathMessage(field: string, value: string, problem: string): string {
  return `${field}: ${JSON.stringify(value)} is not a clean path: ${problem}`;
}
