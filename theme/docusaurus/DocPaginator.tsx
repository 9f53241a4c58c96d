import { DocPaginator as Paginator } from '../DocPaginator.tsx';
import { routeHref, withoutBase } from '../../src/shared/url.ts';
import { useSiteData } from './site-context.ts';

interface NavLink {
  title: string;
  permalink: string;
}

/**
 * `@theme/DocPaginator`: previous and next, as Docusaurus's docs plugin gives
 * them (title, permalink with the base URL); docs-build's cards take routes.
 */
export default function DocPaginator({ previous, next }: { previous?: NavLink; next?: NavLink; className?: string }) {
  const baseUrl = useSiteData()?.baseUrl ?? '/';
  const link = (nav: NavLink | undefined) => nav && { label: nav.title, href: routeHref(withoutBase(nav.permalink, baseUrl)) };
  return <Paginator previous={link(previous)} next={link(next)} />;
}
