import { hrefWithoutBase } from '../shared/baseUrl.js';
import { detached } from '../shared/detached.js';
import { decodeEntities } from '../shared/html.js';
import { isExternal, splitHref } from '../shared/url.js';
import type { Diagnostic, SourceRef } from '../types.js';

const IMG_SRC = /<img\s[^>]*?src="([^"]*)"/g;

/** Every `<img src>` of a page's HTML, raw, each once (copies, not views into the page). */
export function imageSourcesOf(html: string): string[] {
  return [...new Set([...html.matchAll(IMG_SRC)].map((match) => match[1]!))].map(detached);
}

/** A content page as the image check sees it. */
export interface ImageCheckPage {
  /** The page's route, which relative sources resolve against. */
  path: string;
  source: SourceRef;
  /** Raw `<img src>` values of the rendered page (see `imageSourcesOf`). */
  images: string[];
  /** The content file's text, to name the line an image is written on: read only for a page with a missing image. */
  textOf?: () => string | undefined;
}

/**
 * Warns about each image of a content page that is not in the output: a relative source
 * resolves against the page's URL, an absolute one against the site root, as browsers do;
 * both must be a file the build wrote (from the static folder, usually). Missing images were
 * published as broken images without a word. External and `data:` images are not checked; a
 * source written with the site's `base` (`/sub/img/a.png`) names the file without it.
 */
export function checkImages(pages: ImageCheckPage[], outputFiles: ReadonlySet<string>, staticDir: string, base = '/'): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    for (const raw of page.images) {
      const src = decodeEntities(raw);
      const { pathname } = splitHref(hrefWithoutBase(base, src));
      if (!pathname || isExternal(src)) continue;
      const file = fileOf(pathname, page.path);
      if (file === undefined || outputFiles.has(file)) continue;
      diagnostics.push({
        severity: 'warning',
        code: 'missing-image',
        message: `image ${src} on ${page.path}: no such file in the output${pathname === `/${file}` ? '' : ` (it resolves to /${file})`}`,
        source: { ...page.source, line: lineOf(page.textOf?.(), raw, src) },
        hint: `images are published from the static folder: add ${staticDir}/${file}, or fix the path`,
      });
    }
  }
  return diagnostics;
}

/** The output file a source names from `route`, or undefined when it is not a path (malformed escapes). */
function fileOf(pathname: string, route: string): string | undefined {
  try {
    return decodeURIComponent(new URL(pathname, `http://site${route}`).pathname).slice(1);
  } catch {
    return undefined;
  }
}

/** 1-based line of the first place the content's text names the image, when it does. */
function lineOf(text: string | undefined, ...forms: string[]): number | undefined {
  if (text === undefined) return undefined;
  const index = forms.map((form) => text.indexOf(form)).find((at) => at >= 0);
  return index === undefined ? undefined : text.slice(0, index).split('\n').length;
}
