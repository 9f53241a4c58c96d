import type { GlobalData } from '../../src/shared/global-data-types.ts';
import { globalData } from './global-data.ts';

interface UseDataOptions {
  /** Throw when there is no such data, rather than return undefined. */
  failfast?: boolean;
}

/** Every plugin's global data: plugin name → plugin id → data. */
export default function useGlobalData(): GlobalData {
  return globalData();
}

export function useAllPluginInstancesData(pluginName: string, options: UseDataOptions = {}): Record<string, unknown> | undefined {
  const data = globalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: UseDataOptions = {}): unknown {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
