import type { BuildOptions, Plugin } from 'esbuild';
import { cssModulesPlugin } from '../bundle/css-modules.ts';
import { docusaurusModulesPlugin, PAGE_LOADERS } from '../bundle/docusaurus-modules.ts';
import { yamlImportsPlugin } from '../render/yaml-imports.ts';
import { reactRequirePlugin } from '../bundle/react-require.ts';
import { moduleResolverPlugin, type ResolverOptions } from './module-resolver.ts';

/**
 * The one way a site's modules are compiled: MDX pages' imports and the
 * components they import at any depth, React pages, swizzled components,
 * on the server (`node`) and for the browser alike. Every build of site
 * code takes its plugins and loaders from here, so a module resolves the
 * same wherever it is imported from.
 */
export function siteModuleOptions(options: ResolverOptions, extra: readonly Plugin[] = [], loaders: readonly Plugin[] = []): Pick<BuildOptions, 'plugins' | 'loader'> {
  return {
    plugins: [
      // Names first: `@theme/…`, `@docusaurus/…`, `@site/…`, `@generated/…`, React.
      moduleResolverPlugin(options),
      // Then how files of each type are loaded: first the loaders of Docusaurus's webpack setup for this kind of
      // build (bundle/site-loaders.ts: inline webpack loaders, Sass, static url()s, files…), which override the
      // defaults below where both would answer.
      ...loaders,
      // On the server a CommonJS package's `require('react')` gets docs-build's React (see react-require.ts).
      ...(options.platform === 'node' ? [reactRequirePlugin()] : []),
      docusaurusModulesPlugin(options.root),
      yamlImportsPlugin(),
      cssModulesPlugin(options.root),
      ...extra,
    ],
    loader: PAGE_LOADERS,
  };
}
