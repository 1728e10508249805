// What the config wrapper of a Docusaurus copy (bench/docusaurusCopy.mjs) does to the site's
// own config: Docusaurus 3.10 with Faster, and, for the time comparison with docsite in
// `npm run bench -- --only realsite`, only the current version of each docs plugin (docsite
// builds only the current docs). Docusaurus loads the wrapper, which imports this file.

/** Options of every docs plugin (preset `docs` and `content-docs` plugin instances) rewritten by `change`. */
function mapDocsOptions(config, change) {
  const presets = config.presets?.map((preset) => (Array.isArray(preset) && preset[1]?.docs ? [preset[0], { ...preset[1], docs: change(preset[1].docs) }, ...preset.slice(2)] : preset));
  const plugins = config.plugins?.map((plugin) => (Array.isArray(plugin) && /content-docs$/.test(String(plugin[0])) ? [plugin[0], change(plugin[1] ?? {}), ...plugin.slice(2)] : plugin));
  return { ...config, ...(presets ? { presets } : {}), ...(plugins ? { plugins } : {}) };
}

/** One docs plugin's options with only its current version: the version options of older ones go too (Docusaurus refuses them). */
export function currentVersionOnly(docs) {
  const { versions, ...rest } = docs;
  return { ...rest, onlyIncludeVersions: ['current'], lastVersion: 'current', ...(versions?.current ? { versions: { current: versions.current } } : {}) };
}

/**
 * The site's config (an object, or a function returning one) with Faster on, the v4 flag its
 * worker threads need, broken images warned (snapshots lack files stored outside git) and,
 * with `currentOnly`, only the current docs version.
 */
export async function withFaster(original, { currentOnly = false } = {}) {
  const config = typeof original === 'function' ? await original() : original;
  const { experimental_faster, ...future } = config.future ?? {};
  const v4 = future.v4 === true ? true : { ...(future.v4 ?? {}), removeLegacyPostBuildHeadAttribute: true };
  const markdown = { ...config.markdown, hooks: { ...config.markdown?.hooks, onBrokenMarkdownImages: 'warn' } };
  const faster = { ...config, markdown, future: { ...future, v4, faster: true } };
  return currentOnly ? mapDocsOptions(faster, currentVersionOnly) : faster;
}
