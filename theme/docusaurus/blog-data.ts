// The blog's metadata and recent posts, for `@docusaurus/plugin-content-blog/client` and the generated post list a
// site imports. The renderer hands them over on the server (on the global object, as a page's code carries its own
// copy of this module); the browser bundle puts a module holding them in this one's place
// (src/node/bundle/blog-data-module.ts), so only the pages whose code reads them load them.

import type { BlogClientData } from '../../src/shared/blog-types.ts';

const KEY = Symbol.for('docs-build.blog-data');
const holder = globalThis as typeof globalThis & { [KEY]?: BlogClientData };

/** None for a site without a blog. */
export function blogData(): BlogClientData | undefined {
  return holder[KEY];
}

export function provideBlogData(data: BlogClientData | undefined): void {
  holder[KEY] = data;
}
