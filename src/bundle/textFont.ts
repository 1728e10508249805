/**
 * Which family the pages' text is set in, read from the bundled stylesheet: the theme's
 * tokens set `--font-sans` to Inter, and a site's stylesheet may set it again, directly or
 * through Infima's `--ifm-font-family-base` (`infimaTokens.ts`), later in the same file.
 */

/** The value of the last declaration of custom property `name` in `css`, or undefined. */
function lastValue(css: string, name: string): string | undefined {
  let value: string | undefined;
  for (const match of css.matchAll(new RegExp(`${name}\\s*:([^;}]*)`, 'g'))) value = match[1]!.trim();
  return value;
}

/**
 * The first family of the text font stack (`Inter Variable` for the theme's own), unquoted;
 * undefined when the stylesheet does not say (no `--font-sans`, or a `var()` that leads nowhere).
 */
export function textFontFamily(css: string): string | undefined {
  let value = lastValue(css, '--font-sans');
  // `--font-sans: var(--ifm-font-family-base)`, as the Infima carry-over writes it.
  for (let hops = 0; value?.startsWith('var(') && hops < 4; hops++) {
    const name = /^var\(\s*(--[\w-]+)/.exec(value)?.[1];
    value = name ? lastValue(css, name) : undefined;
  }
  return value?.split(',')[0]!.trim().replace(/^(['"])(.*)\1$/, '$2');
}
