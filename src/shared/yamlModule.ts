import { requireCommonJs } from './requireCommonJs.js';

/**
 * The YAML parser, required where a file needs it (frontmatter the simple reader leaves to it, a
 * `_category_.yml`, a blog's authors or tags file, a YAML OpenAPI document, a published spec),
 * not at start: most builds read none, and requiring it cost every build some 40 ms of CPU.
 */
export const yamlModule = () => requireCommonJs('yaml') as typeof import('yaml');
