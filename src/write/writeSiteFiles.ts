import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientBundle } from '../bundle/bundleClient.js';
import type { Redirect } from '../collect/collectRedirects.js';
import { posixRelative, walkStaticFiles } from '../collect/walkFiles.js';
import { buildSecurityHeaders, renderHeadersFile, renderNginxSnippet } from '../render/buildSecurityHeaders.js';
import type { AssetFile } from '../render/loadTheme.js';
import { writeRedirects } from '../render/renderRedirects.js';
import type { Diagnostic, SiteConfig } from '../types.js';
import type { Writer } from './writer.js';
import { publishedSpec } from './publishedSpec.js';

/** The files of the site that are not pages. */
export interface SiteFilesInput {
  redirects: Redirect[];
  bundle: ClientBundle;
  /** Files the finished pages load (the theme's `assetFiles`), known once every page is written. */
  assetFiles: AssetFile[];
  /** Every page's script hashes, for `_headers`. */
  /** The SHA-256 sources of the inline scripts the pages run (see `PagePolicies.sha256Sources`), for the headers' policy. */
  scriptSources: string[];
  /** Whether each OpenAPI document (in the order of `config.apiReferences`) brought other files in (`ApiDocuments.bundled`). */
  bundledSpecs: boolean[];
}

/**
 * Writes the static folder, redirect pages, the OpenAPI documents, the client bundle, the
 * theme's asset files and the security headers (`_headers`, nginx). Returns a warning for each
 * hidden static file it left out.
 */
export async function writeSiteFiles(writer: Writer, config: SiteConfig, { redirects, bundle, assetFiles, scriptSources, bundledSpecs }: SiteFilesInput): Promise<Diagnostic[]> {
  const statics = await walkStaticFiles(config.staticDir);
  for (const file of statics.files) await writer.add(posixRelative(config.staticDir, file), await readFile(file));
  await writeRedirects(writer, config, redirects);
  for (const [at, reference] of config.apiReferences.entries()) await writer.add(path.basename(reference.specFile), await publishedSpec(reference.specFile, config.root, bundledSpecs[at]!));
  for (const [file, contents] of bundle.files) await writer.add(file, contents);
  for (const { file, text } of assetFiles) await writer.add(file, text);
  const securityHeaders = buildSecurityHeaders(config, scriptSources);
  await writer.add('_headers', renderHeadersFile(securityHeaders));
  await writer.add('nginx-security-headers.conf', renderNginxSnippet(securityHeaders, config.baseUrl));
  return skippedStaticDiagnostics(config, statics.skipped);
}

/** A warning for each hidden file or folder of the static folder that is not published. */
function skippedStaticDiagnostics(config: SiteConfig, skipped: string[]): Diagnostic[] {
  const staticDir = path.relative(config.root, config.staticDir);
  return skipped.map((entry) => ({
    severity: 'warning',
    code: 'skipped-static-file',
    message: `hidden ${entry.endsWith('/') ? 'folder' : 'file'}, not copied to the output`,
    source: { file: path.posix.join(staticDir.split(path.sep).join('/'), entry) },
    hint: 'of hidden files and folders only .well-known/ is published; rename it if hosts should serve it',
  }));
}
