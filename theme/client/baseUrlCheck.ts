/**
 * Spec 5: "A broken base URL shows a warning banner." Each page knows the route it was built
 * for, so `baseUrl + route` is where it must be opened. When `location.pathname` says
 * otherwise, the site is served under another base URL: its root-relative links and assets
 * point to the wrong place. The check is an inline `<head>` script, not part of the bundle,
 * because under a wrong base URL the bundle itself does not load.
 */

import { joinStrings } from '../../src/shared/joinStrings';

/** The text of the banner; `{configured}` and `{actual}` are filled in by the script. */
export const BASE_URL_WARNING =
  'This site did not load properly: it is configured for the base URL “{configured}” but is served from “{actual}”. Links and styles will not work. Set baseUrl in site.config.ts to “{actual}”, or serve the site from “{configured}”.';

/**
 * The message as an ASCII string literal. Built a character at a time: any string derived
 * from the message itself (JSON.stringify, replace) stays two-byte in V8 even once ASCII, and
 * one two-byte piece makes every page's whole HTML two-byte (twice the memory and copying).
 */
const MESSAGE_LITERAL = joinStrings(Array.from(JSON.stringify(BASE_URL_WARNING), (char) => (char > '\x7f' ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char)));

/** Where a route must appear in `location.pathname` for a site built with `baseUrl`. */
export function expectedPathname(baseUrl: string, routePath: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return routePath === '/' ? base + '/' : base + routePath;
}

/**
 * The inline script. It is the same on every page (so one CSP hash covers it): the route
 * comes from `<html data-route>`. It normalises the path the way the server does
 * (`/index.html`, `.html` and a trailing slash are the bare path), and suggests the base URL the page
 * is actually under.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  const base = JSON.stringify(baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl);
  const message = MESSAGE_LITERAL;
  const configured = JSON.stringify(baseUrl);
  return `(function(){try{var R=document.documentElement.getAttribute('data-route');if(R===null)return;var p=decodeURI(location.pathname).replace(/\\/index\\.html$/,'/').replace(/(.)\\.html$/,'$1');if(p.length>1)p=p.replace(/\\/$/,'');var e=R==='/'?${base}+'/':${base}+R;if(e.length>1)e=e.replace(/\\/$/,'');if(p===e||(p+'/')===e)return;var r=R==='/'?'':R,a=r&&p.slice(-r.length)===r?p.slice(0,p.length-r.length):p;a=a.replace(/\\/?$/,'/');var m=${message}.replace(/\\{configured\\}/g,${configured}).replace(/\\{actual\\}/g,a);var show=function(){if(document.getElementById('base-url-banner'))return;var b=document.createElement('div');b.id='base-url-banner';b.setAttribute('role','alert');b.setAttribute('style','background:#fff4e5;color:#6a2a05;border-bottom:2px solid #b54708;padding:12px 20px;font:15px/1.5 system-ui,sans-serif');b.textContent=m;var s=document.querySelector('.skip-link');s?s.after(b):document.body.prepend(b);};document.readyState==='loading'?document.addEventListener('DOMContentLoaded',show):show();}catch(x){}})();`;
}
