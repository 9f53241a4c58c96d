import type { Frontmatter } from './frontmatter.ts';

/** Doc id: the path without extension, whose last segment the `id` frontmatter replaces. */
export function docIdFromPath(docPath: string, frontmatterId?: string): string {
  if (!frontmatterId) return docPath;
  const dir = docPath.includes('/') ? docPath.slice(0, docPath.lastIndexOf('/') + 1) : '';
  return dir + frontmatterId;
}

/** Route of a doc: /<base>/<dir>/<id or file name>, or its `slug` (absolute, or relative to the doc's folder). */
export function docRoute(routeBasePath: string, docPath: string, frontmatter: Frontmatter): string {
  const base = `/${routeBasePath.replace(/^\/|\/$/g, '')}`;
  const dir = docPath.includes('/') ? docPath.slice(0, docPath.lastIndexOf('/')) : '';
  let tail: string;
  if (frontmatter.slug !== undefined) {
    tail = frontmatter.slug.startsWith('/') ? frontmatter.slug : `${dir ? `${dir}/` : ''}${frontmatter.slug}`;
  } else {
    const name = frontmatter.id ?? docPath.slice(dir ? dir.length + 1 : 0);
    tail = `${dir ? `${dir}/` : ''}${name === 'index' || isIndexDoc(docPath) ? '' : name}`;
  }
  return normaliseRoute(`${base}/${tail}`);
}

/**
 * Whether a doc stands for its folder, as Docusaurus's category index docs do:
 * `index`, `README` or a file named after its folder (`guide/guide.md`), in any case.
 */
export function isIndexDoc(docPath: string): boolean {
  const parts = docPath.toLowerCase().split('/');
  const name = parts[parts.length - 1]!;
  return name === 'index' || name === 'readme' || (parts.length > 1 && name === parts[parts.length - 2]);
}

/** Route of a page file: pages/index.tsx → '/', pages/about/team.md → '/about/team'. */
export function pageRoute(relPath: string, slug?: string): string {
  if (slug) return normaliseRoute(slug.startsWith('/') ? slug : `/${slug}`);
  const noExt = relPath.replace(/\.(md|mdx|jsx?|tsx)$/, '');
  return normaliseRoute(`/${noExt.replace(/(^|\/)index$/, '')}`);
}

/** Collapses slashes and drops any trailing slash (except for '/'). */
export function normaliseRoute(route: string): string {
  const clean = route.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return clean === '' ? '/' : clean;
}
