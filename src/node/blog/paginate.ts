import type { BlogPaginationData } from '../../shared/blog-types.ts';
import { normaliseRoute } from '../content/routes.ts';

/** Splits items into pages: the first at `base`, the others at `base/<pageBasePath>/<n>`. */
export function paginate<T>(items: T[], perPage: number | 'ALL', base: string, pageBasePath: string): Array<{ route: string; items: T[]; pagination: BlogPaginationData }> {
  const size = perPage === 'ALL' ? Math.max(1, items.length) : perPage;
  const total = Math.max(1, Math.ceil(items.length / size));
  const routeOf = (n: number) => (n === 1 ? base : normaliseRoute(`${base}/${pageBasePath}/${n}`));
  return Array.from({ length: total }, (_, i) => {
    const n = i + 1;
    return {
      route: routeOf(n),
      items: items.slice(i * size, n * size),
      pagination: { page: n, totalPages: total, previous: n > 1 ? routeOf(n - 1) : undefined, next: n < total ? routeOf(n + 1) : undefined },
    };
  });
}
