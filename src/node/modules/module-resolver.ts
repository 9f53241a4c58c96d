import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { packagePath } from '../runtime/package-root.ts';
import { generatedModule, SERVER_SITE_DATA } from './generated.ts';
import { PROVIDED_DIR, providedModule } from './provided.ts';
import { DEFAULT_PLUGIN_ID } from '../../shared/global-data-types.ts';
import { themeModuleFile, themeLayersOf, type ThemePrefix } from './theme-layers.ts';

export interface ResolverOptions {
  /** The site folder: `@site/…` starts there. */
  root: string;
  /** `node`: React stays an import of docs-build's copy, loaded as it is; `browser`: docs-build's copy is bundled. */
  platform: 'node' | 'browser';
}

const THEME = /^(@theme|@theme-original|@theme-init)\/(.+)$/;
const REACT = /^(react|react-dom)(\/.*)?$/;
const own = createRequire(packagePath('package.json'));
// The generated file's path, whichever way the import reaches it (`@site/.docusaurus/…`, `../../.docusaurus/…`).
const BLOG_POST_LIST = /(?:^|[/\\])\.docusaurus[/\\]docusaurus-plugin-content-blog[/\\]([^/\\]+)[/\\]blog-post-list-prop-\1\.json$/;
const BLOG_POST_LIST_MODULE = `import { blogData } from ${JSON.stringify(join(PROVIDED_DIR, 'blog-data.ts'))};
const data = blogData();
if (!data) throw new Error("The blog's post list (blog-post-list-prop-default.json) is imported, but the site has no blog posts.");
export default data.postList;
`;
const OWN_MODULES = packagePath('node_modules');
// React with the props React 18 gave elements (src/shared/react-compat/legacy-props.ts), for the site's code.
const REACT_COMPAT = /^react(\/jsx-runtime)?$/;
const COMPAT_DIR = packagePath('src/shared/react-compat');
const compatModule = (path: string) => join(COMPAT_DIR, path === 'react' ? 'react.ts' : 'jsx-runtime.ts');
// docs-build's own code (its theme, its modules and its packages) is written for React 19 and imports React itself.
const OWN_CODE = [OWN_MODULES, packagePath('theme'), packagePath('src')];

/**
 * The one resolver of Docusaurus's module names, for every module of a site
 * compiled anywhere (an MDX page's imports at any depth, React pages and
 * their components, on the server and in the client bundle):
 * `@theme/…` (the site's src/theme/, theme packages, then docs-build's own),
 * `@docusaurus/…`, `@site/…`, `@generated/…`, `docs-build` itself, and React,
 * always docs-build's one copy (two copies break hooks). A name docs-build
 * does not provide fails the import at its position.
 */
export function moduleResolverPlugin(options: ResolverOptions): Plugin {
  return {
    name: 'docs-build-module-resolver',
    setup(build) {
      build.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus)\// }, (args) => {
        const theme = THEME.exec(args.path);
        const file = theme ? themeModuleFile(theme[1] as ThemePrefix, theme[2]!, themeLayersOf(options.root)) : providedModule(args.path.slice('@docusaurus/'.length));
        if (file) return { path: file };
        return { errors: [{ text: `Cannot import '${args.path}': docs-build does not provide this Docusaurus module (its documentation's "Docusaurus client API" page lists those it does).` }] };
      });
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: options.root, kind: args.kind, importer: args.importer }));
      build.onResolve({ filter: /^@generated\// }, (args) => {
        const file = generatedModule(args.path.slice('@generated/'.length));
        if (file) return { path: file };
        return { errors: [{ text: `Cannot import '${args.path}': docs-build does not generate this module.` }] };
      });
      // Docusaurus's blog writes the sidebar's posts to `.docusaurus/docusaurus-plugin-content-blog/<id>/`, and home
      // pages import that file to list recent posts: the import gets the same data from docs-build's blog instead.
      build.onResolve({ filter: /blog-post-list-prop-[^/\\]+\.json$/ }, (args) => {
        const id = BLOG_POST_LIST.exec(args.path)?.[1];
        if (id === undefined) return undefined;
        if (id !== DEFAULT_PLUGIN_ID) return { errors: [{ text: `Cannot import '${args.path}': docs-build builds one blog, of id '${DEFAULT_PLUGIN_ID}'.` }] };
        return { path: 'blog-post-list', namespace: 'docs-build-blog-post-list' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-build-blog-post-list' }, () => ({ contents: BLOG_POST_LIST_MODULE, loader: 'js', resolveDir: PROVIDED_DIR }));
      // `import … from 'docs-build'` is this generator's public entry, whether or not the site installed it.
      build.onResolve({ filter: /^docs-build$/ }, () => ({ path: packagePath('src/index.ts') }));
      if (options.platform === 'node') {
        // The site data the generated modules read, which the renderer sets for the site it renders.
        build.onResolve({ filter: /^docs-build:site$/ }, () => ({ path: 'site', namespace: 'docs-build-server-site' }));
        build.onLoad({ filter: /.*/, namespace: 'docs-build-server-site' }, () => ({ contents: `export default globalThis[Symbol.for(${JSON.stringify(SERVER_SITE_DATA)})];`, loader: 'js' }));
      }
      // The site's `react` and JSX runtime (its own modules' and its packages'): elements get the props React 18 gave
      // them. Bundled on both platforms; the compat modules' own imports (under src/) are React's, below.
      build.onResolve({ filter: REACT_COMPAT }, (args) => {
        if (OWN_CODE.some((folder) => args.importer.startsWith(folder))) return undefined;
        if (options.platform === 'node' && args.kind === 'require-call') return undefined;
        return { path: compatModule(args.path) };
      });
      build.onResolve({ filter: REACT }, (args) => {
        // Only the site's imports are redirected; docs-build's own modules already find its React.
        if (options.platform === 'browser' && args.importer.startsWith(OWN_MODULES)) return undefined;
        // A CommonJS `require('react')` on the server is the loaders' (bundle/react-require.ts): an external
        // import would leave it a `require` the ES module output does not have.
        if (options.platform === 'node' && args.kind === 'require-call') return undefined;
        return { path: own.resolve(args.path), external: options.platform === 'node' };
      });
    },
  };
}
