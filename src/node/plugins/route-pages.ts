import { join, relative } from 'node:path';
import { routeSlug } from '../../shared/url.ts';
import type { ContentSource } from '../content/content-source.ts';
import { normaliseRoute } from '../content/routes.ts';
import { writeIfChanged } from './write-if-changed.ts';

/** A route as a plugin's `addRoute` gives it (Docusaurus's RouteConfig, the parts a static page uses). */
export interface AddedRoute {
  path: string;
  component: string;
  modules?: Record<string, unknown>;
  exact?: boolean;
  routes?: AddedRoute[];
  /** Props given to the component as they are (Docusaurus 3). */
  props?: Record<string, unknown>;
  /** The docs sidebar a doc route belongs to. */
  sidebar?: string;
}

type Imports = string[];

/**
 * The page module of an added route: the route's component, given as props what each of its `modules` exports by
 * default (a `createData` file, or any module), as Docusaurus's router gives them. Written under the generated
 * files folder, it is then one more React page of the site: bundled, rendered and linked like those of src/pages.
 */
export async function routePageSource(route: AddedRoute, ctx: { siteDir: string; generatedFilesDir: string; baseUrl: string }, pluginName: string): Promise<ContentSource> {
  const imports: Imports = [];
  const props = propsCode(route.modules ?? {}, imports, ctx.generatedFilesDir);
  const code = [
    `// The route ${route.path} added by the plugin ${pluginName}.`,
    "import { jsx } from 'react/jsx-runtime';",
    `import Component from ${JSON.stringify(modulePath(route.component, ctx.generatedFilesDir))};`,
    ...imports.map((path, i) => `import m${i} from ${JSON.stringify(path)};`),
    `const props = ${props};`,
    'export default function PluginRoute() {',
    '  return jsx(Component, props);',
    '}',
    '',
  ].join('\n');
  const routeInSite = withoutBaseUrl(route.path, ctx.baseUrl);
  const file = join(ctx.generatedFilesDir, 'docs-build-routes', `${routeSlug(routeInSite)}.jsx`);
  await writeIfChanged(file, code);
  return { plugin: 'routes', file, displayPath: relative(ctx.siteDir, file), route: routeInSite, format: 'tsx', source: '', frontmatter: {} };
}

/** Plugins add routes with the base URL in front ('/base/my-page'); docs-build's routes are below it. */
export function withoutBaseUrl(path: string, baseUrl: string): string {
  const inside = path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
  return normaliseRoute(inside.startsWith('/') ? inside : `/${inside}`);
}

/** Docusaurus's `@generated/` alias names the generated files folder. */
function modulePath(path: string, generatedFilesDir: string): string {
  return path.startsWith('@generated/') ? join(generatedFilesDir, path.slice('@generated/'.length)) : path;
}

/** A module map as an object literal: each path becomes an import, nested maps stay nested, `{ path }` is a module too. */
function propsCode(modules: Record<string, unknown>, imports: Imports, generatedFilesDir: string): string {
  const entries = Object.entries(modules).map(([name, value]) => {
    const path = typeof value === 'string' ? value : typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string' ? (value as { path: string }).path : undefined;
    if (path !== undefined) {
      imports.push(modulePath(path, generatedFilesDir));
      return `${JSON.stringify(name)}: m${imports.length - 1}`;
    }
    if (typeof value === 'object' && value !== null) return `${JSON.stringify(name)}: ${propsCode(value as Record<string, unknown>, imports, generatedFilesDir)}`;
    return `${JSON.stringify(name)}: ${JSON.stringify(value ?? null)}`;
  });
  return `{ ${entries.join(', ')} }`;
}
