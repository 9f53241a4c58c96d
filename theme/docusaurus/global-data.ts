// Where Docusaurus's global data comes from. On the server the renderer hands it over once per thread
// (provideGlobalData); a page compiled on its own carries its own copy of this module, so it lives on the global
// object. The browser bundle never includes this file: the client build puts a module holding the data in its place
// (src/node/bundle/global-data-module.ts), so only the pages whose code reads global data load it.

import type { GlobalData, VersionDocs } from '../../src/shared/global-data-types.ts';

const KEY = Symbol.for('docs-build.global-data');
const holder = globalThis as typeof globalThis & { [KEY]?: { globalData: GlobalData; versionDocs: VersionDocs } };

export function globalData(): GlobalData {
  return holder[KEY]?.globalData ?? {};
}

/** Doc titles and descriptions by version: doc pages render on the server only, so the browser never has them. */
export function versionDocs(): VersionDocs {
  return holder[KEY]?.versionDocs ?? {};
}

export function provideGlobalData(data: { globalData: GlobalData; versionDocs: VersionDocs }): void {
  holder[KEY] = data;
}
