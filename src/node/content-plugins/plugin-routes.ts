import type { ContentPlugin } from './content-plugin.ts';
import { reactRoute } from './react-page.ts';

/**
 * The routes a Docusaurus site's own plugins added (`addRoute`, src/node/plugins/): each is a React page module
 * written under the generated files folder, rendered as the pages folder's React pages are.
 */
export const pluginRoutes: ContentPlugin = {
  name: 'routes',
  routeOf: reactRoute,
};
