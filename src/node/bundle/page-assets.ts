import type * as esbuild from 'esbuild';
import { ASSET_FILE } from './asset-files.ts';
import { copiedAssetPath } from '../markdown/rehype-references.ts';
import type { EmittedAsset } from '../markdown/vfile-data.ts';
import { assetUrl } from '../../shared/url.ts';

/**
 * For an MDX page rendered on the server, which is not part of the client bundle: a file it imports or
 * `require()`s, itself or through a component (`<img src={require('./x.png').default} />`, as Docusaurus's MDX
 * loader writes Markdown images), is copied into the build like a Markdown image and its module's default export
 * is its URL under the base URL. Style sheets are the client bundle's business: here a plain `.css` import is
 * nothing (Sass too) and a CSS module only gives its class names (cssModulesPlugin), since no style sheet is written.
 */
export function pageAssetsPlugin(baseUrl: string, assets: EmittedAsset[]): esbuild.Plugin {
  return {
    name: 'docs-build-page-assets',
    setup(build) {
      build.onLoad({ filter: ASSET_FILE }, (args) => {
        if (args.namespace !== 'file') return undefined;
        const to = copiedAssetPath(args.path);
        if (!assets.some((a) => a.to === to)) assets.push({ from: args.path, to });
        return { contents: `export default ${JSON.stringify(assetUrl(to, { baseUrl }))};`, loader: 'js' };
      });
      build.onResolve({ filter: /\?css-module$/ }, (args) => ({ path: args.path, namespace: 'docs-build-no-css' }));
      build.onLoad({ filter: /\.(?:css|s[ac]ss)$/ }, (args) => (args.namespace === 'file' && !/\.module\.\w+$/.test(args.path) ? { contents: '', loader: 'js' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-no-css' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}
