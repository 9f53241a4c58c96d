import type * as esbuild from 'esbuild';
import type { GlobalData } from '../../shared/global-data-types.ts';
import { packagePath } from '../runtime/package-root.ts';
import { browserDataPlugin, jsonExpression } from './browser-data.ts';

const SERVER_MODULE = packagePath('theme/docusaurus/global-data.ts');

/**
 * In the browser, Docusaurus's global data is a module of its own that holds it, in place of the server's
 * theme/docusaurus/global-data.ts: esbuild then puts it in a chunk that only the pages importing
 * `useGlobalData` or the docs plugin's hooks load, and doc pages carry none of it.
 */
export function globalDataPlugin(data: () => GlobalData | Promise<GlobalData>): esbuild.Plugin {
  return browserDataPlugin(
    'global-data',
    SERVER_MODULE,
    async () => `const data = ${jsonExpression(await data())};\nexport function globalData() { return data; }\nexport function versionDocs() { return {}; }\nexport function provideGlobalData() {}\n`,
  );
}
