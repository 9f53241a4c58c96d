// Newer/older links: between list pages ('Newer entries'), and between posts ('Newer post' over the title).

import { useHrefs } from '../use-href.ts';

export interface PaginatorLink {
  href: string;
  label: string;
  sublabel?: string;
}

export function BlogPaginator({ label, newer, older }: { label: string; newer?: PaginatorLink; older?: PaginatorLink }) {
  const hrefs = useHrefs();
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav blog-paginator" aria-label={label}>
      {newer && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={hrefs.route(newer.href)} rel="prev">
          {newer.sublabel && <span className="pagination-nav__sublabel">{newer.sublabel}</span>}
          <span className="pagination-nav__label">« {newer.label}</span>
        </a>
      )}
      {older && (
        <a className="pagination-nav__link pagination-nav__link--next" href={hrefs.route(older.href)} rel="next">
          {older.sublabel && <span className="pagination-nav__sublabel">{older.sublabel}</span>}
          <span className="pagination-nav__label">{older.label} »</span>
        </a>
      )}
    </nav>
  );
}
