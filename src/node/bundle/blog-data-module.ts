import type * as esbuild from 'esbuild';
import type { BlogClientData } from '../../shared/blog-types.ts';
import { packagePath } from '../runtime/package-root.ts';
import { browserDataPlugin, jsonExpression } from './browser-data.ts';

const SERVER_MODULE = packagePath('theme/docusaurus/blog-data.ts');

/** The blog's data in the browser: a module in place of theme/docusaurus/blog-data.ts. */
export function blogDataPlugin(data: () => BlogClientData | undefined): esbuild.Plugin {
  return browserDataPlugin('blog-data', SERVER_MODULE, () => `const data = ${jsonExpression(data() ?? null)} ?? undefined;\nexport function blogData() { return data; }\nexport function provideBlogData() {}\n`);
}
