import { rootRelativeWithBase } from './baseUrl.js';

/**
 * The attributes whose value is a URL the browser requests or follows. Pages and the theme
 * write routes (`/docs/intro`) and asset paths (`/assets/main.css`) as the site sees them;
 * a page is given the base as it is written, here, so the theme, sidebars, link checks and
 * search keep one kind of path. An `href` right after `data-locale-link` (the locale menu's,
 * leading to another locale's base) carries its base already. `content` counts only when it starts with `/` (og:image) or is
 * a meta refresh (`0; url=/docs/x`); the `data-*` ones are what the client fetches.
 */
const URL_ATTRIBUTE = /(?<!\sdata-locale-link="[^"]*")(\s(?:href|src|poster|action|xlink:href|data-search-documents|data-search-index|data-sidebar-src|data-copy-markdown|data-src)=)(["'])(\/(?!\/)[^"']*)\2/gi;
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)=)(["'])([^"']*)\2/gi;
const CONTENT_ATTRIBUTE = /(\scontent=)(["'])((?:\d+\s*;\s*url=)?)(\/(?!\/)[^"']*)\2/gi;
// A page's own CSS (`<style data-page-css>`, an MDX page's stylesheet) and `style` attributes: their `url()`.
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const STYLE_ATTRIBUTE = /(\sstyle=)(["'])([^"']*url\([^"']*)\2/gi;

// A script's text is left as written: inline scripts are allowed by their hash in the page's policy.
const SCRIPT_ELEMENT = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)/gi;

/**
 * HTML with every root-relative URL in a URL attribute (and in `url()` of its CSS) given the
 * base (see `withBase`); `html` itself for `base` `/`. Script elements keep their text.
 */
export function rebaseHtml(html: string, base: string): string {
  if (base === '/') return html;
  const parts: string[] = [];
  let from = 0;
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    parts.push(rebaseAttributes(html.slice(from, match.index) + match[1], base), match[2]!, match[3]!);
    from = match.index + match[0].length;
  }
  parts.push(rebaseAttributes(html.slice(from), base));
  return parts.join('');
}

function rebaseAttributes(html: string, base: string): string {
  return html
    .replace(URL_ATTRIBUTE, (_, name: string, quote: string, url: string) => `${name}${quote}${rootRelativeWithBase(base, url)}${quote}`)
    .replace(SRCSET_ATTRIBUTE, (_, name: string, quote: string, list: string) => `${name}${quote}${rebaseSrcset(list, base)}${quote}`)
    .replace(CONTENT_ATTRIBUTE, (_, name: string, quote: string, refresh: string, url: string) => `${name}${quote}${refresh}${rootRelativeWithBase(base, url)}${quote}`)
    .replace(STYLE_ELEMENT, (_, open: string, css: string, close: string) => open + rebaseCss(css, base) + close)
    .replace(STYLE_ATTRIBUTE, (_, name: string, quote: string, css: string) => `${name}${quote}${rebaseCss(css, base)}${quote}`);
}

/** A `srcset` list (`/a.png 1x, /b.png 2x`) with each candidate's URL given the base. */
function rebaseSrcset(list: string, base: string): string {
  return list.replace(/(^|,)(\s*)(\S+)/g, (_, comma: string, space: string, url: string) => comma + space + rootRelativeWithBase(base, url));
}

// The quote may be written as a character reference, as React writes a `style` attribute.
const CSS_URL = /url\(\s*(["']|&quot;|&#x27;|&#39;)?(\/(?!\/)[^"')]*?)\1\s*\)/g;

/** CSS with every root-relative `url(/…)` given the base; `css` itself for `base` `/`. */
export function rebaseCss(css: string, base: string): string {
  if (base === '/') return css;
  return css.replace(CSS_URL, (_, quote: string | undefined, url: string) => `url(${quote ?? ''}${rootRelativeWithBase(base, url)}${quote ?? ''})`);
}

/** A Markdown link or image destination (`](/docs/x)`, `](</docs/x y>)`) or a link reference definition (`[x]: /docs/x`). */
const MARKDOWN_DESTINATION = /(\]\(\s*<?|^ {0,3}\[[^\]\n]+\]:[ \t]*<?)(\/(?!\/)[^\s)>]*)/gm;

/**
 * Markdown (a page's Markdown twin) with every root-relative link and image destination given
 * the base, and its HTML's URL attributes too; `markdown` itself for `base` `/`. Destinations
 * inside code are rewritten too: the twin is read by programs following its links.
 */
export function rebaseMarkdown(markdown: string, base: string): string {
  if (base === '/') return markdown;
  return rebaseHtml(markdown.replace(MARKDOWN_DESTINATION, (_, before: string, url: string) => before + rootRelativeWithBase(base, url)), base);
}
