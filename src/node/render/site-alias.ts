import { join } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Docusaurus's `@site/…` prefix: a path from the site's root folder
 * (`import data from '@site/static/data.json'`), resolved like any relative
 * import of the page, so a missing file is reported at the import.
 */
export function siteAliasPlugin(root: string): Plugin {
  return {
    name: 'docs-build-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: join(root) }));
    },
  };
}
