import { join } from 'node:path';
import type { AddedRoute } from './route-pages.ts';

/**
 * A route whose `modules` name `createData` files gets their data as `props` too: Docusaurus before 3.1 passes a
 * docs version's metadata, a generated index or a tags list that way (by an alias of the file's path), where
 * later versions give `props`. Props given as such win.
 */
export function withDataProps(route: AddedRoute, data: ReadonlyMap<string, unknown>, generatedFilesDir: string, pluginName: string): AddedRoute {
  const fromModules: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(route.modules ?? {})) {
    if (typeof value !== 'string') continue;
    // '@generated/<path>' is under the generated files folder; '~docs/<id>/<file>' (Docusaurus 3.0's own alias) is
    // under the plugin's data folder there.
    const alias = /^~[^/]+\/(.+)$/.exec(value);
    const file = value.startsWith('@generated/') ? join(generatedFilesDir, value.slice('@generated/'.length)) : alias ? join(generatedFilesDir, pluginName, alias[1]!) : value;
    if (data.has(file)) fromModules[name] = data.get(file);
  }
  const routes = route.routes?.map((child) => withDataProps(child, data, generatedFilesDir, pluginName));
  const props = Object.keys(fromModules).length > 0 ? { ...fromModules, ...route.props } : route.props;
  return { ...route, ...(props ? { props } : {}), ...(routes ? { routes } : {}) };
}
