/**
 * A copy of `text` that keeps no larger string alive. V8 makes a substring of 13 or more
 * characters a view into the string it was cut from: a search preview cut from a section's
 * text, or a heading id read out of a page's HTML, kept the whole text or page in memory for
 * as long as the preview or the id lived. Prepending a character makes a new string, which
 * `slice` copies into one of its own before cutting it.
 */
export function detached(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}
