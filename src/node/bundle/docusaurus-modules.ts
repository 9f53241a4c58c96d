import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as esbuild from 'esbuild';
import { packagePath } from '../runtime/package-root.ts';

/** What a React page may import besides code and CSS: files it links to, emitted beside the bundle (SVG: see svgComponentPlugin). */
export const PAGE_LOADERS: Record<string, esbuild.Loader> = { '.png': 'file', '.svg': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.webp': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' };

const THEME_DIR = packagePath('theme/docusaurus');
const own = createRequire(packagePath('package.json'));

// Docusaurus's core modules are named like components or hooks, or are one of a few lower-case ones; the content
// plugins' client hooks are docs-build's too. Other lower-case names (`@docusaurus/plugin-…`) are packages the site
// installed.
const CORE_MODULE = /^@docusaurus\/([A-Z]\w*|use[A-Z]\w*|theme-common|router|constants|isInternalUrl|renderRoutes|plugin-content-(?:docs|blog|pages)\/client)$/;
const THEME_MODULE = /^@theme(?:-original|-init)?\/(.+)$/;
const REACT = /^(react|react-dom)(\/.*)?$/;

function themeFile(name: string): string | undefined {
  return ['.tsx', '.ts'].map((ext) => `${THEME_DIR}/${name}${ext}`).find((file) => existsSync(file));
}

/**
 * Resolves what a Docusaurus page imports besides its own files: `@theme/…`
 * and `@docusaurus/…` to docs-build's versions in theme/docusaurus/, `@site/…`
 * to the site folder, and React to docs-build's copy, so the page and the
 * shell share one React (two copies break hooks). A module docs-build does not
 * have fails the import, at its position.
 */
export function docusaurusModulesPlugin(root: string, options: { externalReact?: boolean } = {}): esbuild.Plugin {
  return {
    name: 'docs-build-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus)\// }, (args) => {
        const name = THEME_MODULE.exec(args.path)?.[1] ?? CORE_MODULE.exec(args.path)?.[1];
        if (name === undefined) return undefined;
        const file = themeFile(name);
        if (file) return { path: file };
        return { errors: [{ text: `Cannot import '${args.path}': docs-build does not provide this Docusaurus module (its documentation's "Docusaurus client API" page lists those it does).` }] };
      });
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
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind, importer: args.importer }));
      // Docusaurus compiles a site's .js files as JSX; packages keep esbuild's plain JavaScript parser.
      build.onLoad({ filter: /\.js$/ }, async (args) => {
        if (args.namespace !== 'file' || args.path.includes('/node_modules/') || !args.path.startsWith(root)) return undefined;
        return { contents: await readFile(args.path, 'utf8'), loader: 'jsx' };
      });
      build.onResolve({ filter: REACT }, (args) => {
        // Only the site's imports are redirected; docs-build's own modules already find its React.
        if (args.importer.startsWith(packagePath('node_modules'))) return undefined;
        return { path: own.resolve(args.path), external: options.externalReact === true };
      });
    },
  };
}
