import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';

/** What a site's modules may import besides code and CSS: files they link to, emitted beside the bundle (SVG: see docusaurusModulesPlugin). */
export const PAGE_LOADERS: Record<string, esbuild.Loader> = { '.png': 'file', '.svg': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.webp': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' };

// A component of one of Docusaurus's themes, such as @docusaurus/theme-classic/lib/theme/Navbar/index.js.
const THEME_COMPONENT = /[\\/]node_modules[\\/]@docusaurus[\\/]theme-[^\\/]+[\\/]lib[\\/]theme[\\/]/;

/**
 * How Docusaurus's bundler loads a site's files where esbuild's defaults
 * differ: an SVG imported by code is a component, and the site's `.js` files
 * may hold JSX. (Module names are resolved by modules/module-resolver.ts.)
 */
export function docusaurusModulesPlugin(root: string): esbuild.Plugin {
  return {
    name: 'docs-build-docusaurus-loaders',
    setup(build) {
      // As with Docusaurus's SVGR, an SVG imported by code is a component (its default export); the file itself
      // is shown through an <img>, so the page's HTML stays small and the file is cached.
      build.onResolve({ filter: /\.svg$/ }, (args) => {
        if (args.namespace === 'docs-build-svg' || args.kind === 'url-token' || args.kind === 'import-rule' || args.pluginData === 'svg-url') return undefined;
        return build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'svg-url' }).then((found) =>
          found.errors.length > 0 ? found : { path: found.path, namespace: 'docs-build-svg' },
        );
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-build-svg' }, (args) => ({
        contents: `import { jsx } from 'react/jsx-runtime';\nimport url from ${JSON.stringify(args.path)};\nexport default function Svg({ title, ...props }) { return jsx('img', { src: url, alt: title ?? '', ...props }); }\nexport { url };`,
        loader: 'js',
        resolveDir: root,
      }));
      // Docusaurus compiles a site's .js files as JSX, and the components of its own themes, which are published
      // with their JSX in them (they are what swizzling copies); other packages keep esbuild's plain JavaScript parser.
      build.onLoad({ filter: /\.js$/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const siteFile = !args.path.includes('/node_modules/') && args.path.startsWith(root);
        if (!siteFile && !THEME_COMPONENT.test(args.path)) return undefined;
        return { contents: await readFile(args.path, 'utf8'), loader: 'jsx' };
      });
    },
  };
}
