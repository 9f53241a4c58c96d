import type * as esbuild from 'esbuild';
import type { EmittedAsset } from '../markdown/vfile-data.ts';
import { yamlImportsPlugin } from '../render/yaml-imports.ts';
import { assetFilesPlugin } from './asset-files.ts';
import { cssModulesPlugin } from './css-modules.ts';
import { pageAssetsPlugin } from './page-assets.ts';
import { sassPlugin } from './sass.ts';
import { staticUrlsPlugin, type StaticUrlOptions } from './static-urls.ts';
import { webpackLoadersPlugin } from './webpack-loaders.ts';

/**
 * What Docusaurus's webpack config loads besides code, for the three esbuild builds of a site's modules: inline
 * webpack loaders and `?raw`, YAML, Sass, the files code or CSS refers to, absolute `url()`s of the static
 * folder. Each goes before the build's own plugins, which it overrides where both would answer. (A CommonJS
 * package's `require('react')` on the server is handled for every server build: modules/site-modules.ts.)
 *
 * - `client`: the browser bundle (React pages, customCss);
 * - `server`: a React page rendered on the server, whose style sheets are never written;
 * - `mdx`: the modules an MDX page imports, rendered on the server only: files it refers to are copied into
 *   `assets`, and style sheets give nothing but a CSS module's class names.
 */
export function siteLoaderPlugins(
  target: 'client' | 'server' | 'mdx',
  site: StaticUrlOptions & { assets?: EmittedAsset[] },
): esbuild.Plugin[] {
  const common = [webpackLoadersPlugin(), yamlImportsPlugin()];
  if (target === 'mdx') return [...common, pageAssetsPlugin(site.baseUrl ?? '/', site.assets ?? []), cssModulesPlugin(site.root)];
  const styles = [staticUrlsPlugin(target === 'client' ? site : { root: site.root, baseUrl: site.baseUrl }), assetFilesPlugin(), sassPlugin(site.root)];
  return [...common, ...styles];
}
