import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as esbuild from 'esbuild';

export interface StaticUrlOptions {
  root: string;
  /** The static folder, absolute; unset on the server, whose style sheets are never written. */
  staticDir?: string;
  baseUrl?: string;
}

/**
 * An absolute `url(/fonts/x.ttf)` in a style sheet names a file of the static folder, as Docusaurus resolves it
 * (its webpack looks in `staticDirectories` first, then the site folder). The static file is copied to the build
 * as it is, so the URL is left pointing at that copy, under the base URL; a path found in the site folder instead
 * is bundled like a relative one. A path found in neither fails the build at the `url()`, as in Docusaurus.
 */
export function staticUrlsPlugin(options: StaticUrlOptions): esbuild.Plugin {
  const baseUrl = options.baseUrl ?? '/';
  return {
    name: 'docs-build-static-urls',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        const path = args.path.replace(/[?#].*$/, '');
        const external = { path: `${baseUrl}${args.path.slice(1)}`, external: true };
        if (options.staticDir === undefined || existsSync(join(options.staticDir, path))) return external;
        const inSite = join(options.root, path);
        if (existsSync(inSite)) return { path: inSite };
        const folder = relative(options.root, options.staticDir) || '.';
        return {
          errors: [{ text: `url(${args.path}) names no file: it was looked for in the static folder (${folder}/${path.slice(1)}) and in the site folder. Add the file there, or correct the path.` }],
        };
      });
    },
  };
}
