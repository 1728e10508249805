import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redirect } from '../collect/collectRedirects.js';
import { absoluteUrl, rootRelativeWithBase } from '../shared/baseUrl.js';
import type { SiteConfig } from '../types.js';
import type { Writer } from '../write/writer.js';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page written at a redirect's `from`: a meta refresh (no script, so the Content-Security-Policy
 * needs nothing for it), the target as canonical URL, and a link for readers whose browser does not
 * follow the refresh.
 */
export function renderRedirectPage(redirect: Redirect, config: SiteConfig): string {
  const to = escapeHtml(rootRelativeWithBase(config.baseUrl, redirect.to));
  const canonical = escapeHtml(absoluteUrl(config.url, config.baseUrl, redirect.to));
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting to ${to}</title>`,
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    `<link rel="canonical" href="${canonical}">`,
    '<meta name="robots" content="noindex">',
    '</head>',
    `<body><p>This page has moved to <a href="${to}">${to}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): the same redirects as permanent server redirects, after
 * the lines of the site's own `_redirects` (`existing`), which those hosts read first-match-wins.
 * Both paths carry the site's `base`, as the host sees requests; the site's own lines stay as written.
 */
export function renderRedirectsFile(redirects: Redirect[], existing = '', base = '/'): string {
  const lines = redirects.map((redirect) => `${rootRelativeWithBase(base, redirect.from)} ${rootRelativeWithBase(base, redirect.to)} 301`);
  return `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`;
}

/** Writes each redirect's page and `_redirects` (appended to the one the static folder published, if any). */
export async function writeRedirects(writer: Writer, config: SiteConfig, redirects: Redirect[]): Promise<void> {
  if (!redirects.length) return;
  for (const redirect of redirects) await writer.add(redirect.file, renderRedirectPage(redirect, config));
  const published = writer.paths.has('_redirects') ? await readFile(path.join(config.staticDir, '_redirects'), 'utf8') : '';
  await writer.add('_redirects', renderRedirectsFile(redirects, published, config.baseUrl));
}
