/** What a site loses when docsite does not run a well-known Docusaurus plugin or theme. */
const CONSEQUENCES: Record<string, string> = {
  '@docusaurus/plugin-ideal-image': 'images are copied as they are',
  '@docusaurus/plugin-pwa': 'no service worker or web manifest is written',
  '@docusaurus/plugin-google-gtag': 'no analytics script is added',
  '@docusaurus/plugin-google-analytics': 'no analytics script is added',
  '@docusaurus/plugin-google-tag-manager': 'no analytics script is added',
  '@docusaurus/plugin-content-pages': 'only the classic preset’s pages are built',
  '@docusaurus/theme-live-codeblock': 'live code blocks render as code',
  '@docusaurus/theme-search-algolia': 'docsite’s own search is used',
  '@easyops-cn/docusaurus-search-local': 'docsite’s own search is used',
  'docusaurus-lunr-search': 'docsite’s own search is used',
};

/** The name of a `plugins`/`themes` entry: a string, `[name, options]`, or a plugin function. */
export function pluginName(entry: unknown): string {
  const first = Array.isArray(entry) ? entry[0] : entry;
  // `require.resolve('docusaurus-lunr-search')` gives a path into node_modules: name the package.
  if (typeof first === 'string') return /node_modules[/\\]((@[^/\\]+[/\\])?[^/\\]+)/.exec(first)?.[1]?.replace(/\\/g, '/') ?? first;
  if (typeof first === 'function') return first.name ? `${first.name} (a local plugin function)` : 'a local plugin function';
  return 'an unnamed plugin';
}

/** Whether docsite names this plugin or theme as unsupported with what the site loses, rather than running it (it needs what docsite lacks). */
export function isNamedUnsupported(name: string): boolean {
  return name in CONSEQUENCES;
}

/** The sentence after "is not supported:" for this plugin. */
export function consequenceOf(name: string): string {
  return CONSEQUENCES[name] ?? CONSEQUENCES[`@docusaurus/${name}`] ?? 'ignored';
}
