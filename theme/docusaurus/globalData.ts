/** Docusaurus's global data: what plugins set with `setGlobalData`, by plugin name and id. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** Whether a missing plugin's data throws (Docusaurus's `failfast`) instead of giving undefined. */
interface Lookup {
  failfast?: boolean;
}

/**
 * `@docusaurus/useGlobalData`'s exports over the data the site's plugins set while the build ran
 * their lifecycles: `useGlobalData()`, `useAllPluginInstancesData(name)` and
 * `usePluginData(name, id)`, with Docusaurus's own errors when `failfast` finds none.
 */
export function globalDataExports(globalData: GlobalData) {
  const useAllPluginInstancesData = (pluginName: string, options: Lookup = {}) => {
    const instances = globalData[pluginName];
    if (!instances && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
    return instances;
  };
  const usePluginData = (pluginName: string, pluginId = 'default', options: Lookup = {}) => {
    const data = useAllPluginInstancesData(pluginName)?.[pluginId];
    if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
    return data;
  };
  return { default: () => globalData, useAllPluginInstancesData, usePluginData };
}
