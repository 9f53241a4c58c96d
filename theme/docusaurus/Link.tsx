import type { ReactNode } from 'react';
import { linkUrl } from '../../src/shared/url.ts';
import { matchPath, useLocation } from './router.ts';
import { useSiteData } from './site-context.ts';

type LinkProps = { to?: string; href?: string; children?: ReactNode; autoAddBaseUrl?: boolean } & Record<string, unknown>;

/**
 * Docusaurus's Link as a plain anchor: a path from the root gets the base URL and the trailing-slash rule, a
 * `pathname://` link is a plain link under the base (opened like an external one, as Docusaurus does), and
 * the client router takes the click as for any link. With `isNavLink` it marks itself active as a NavLink does.
 */
export default function Link({ to, href, children, autoAddBaseUrl, ...props }: LinkProps) {
  // react-router's NavLink props, which become a class and aria-current here; left on the anchor, React would warn.
  const { isNavLink, activeClassName, exact, strict, isActive, ...rest } = props;
  const site = useSiteData();
  const location = useLocation();
  const target = to ?? href ?? '';
  const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);
  const url = linkUrl(target, autoAddBaseUrl === false ? { baseUrl: '/', trailingSlash: site?.trailingSlash } : { baseUrl: site?.baseUrl ?? '/', trailingSlash: site?.trailingSlash });
  // As react-router's NavLink: active on its page and below it (unless `exact`), or as `isActive` decides.
  if (isNavLink && !external) {
    const match = matchPath(location.pathname, { path: url.replace(/[?#].*$/, ''), exact: exact === true, strict: strict === true });
    const active = typeof isActive === 'function' ? Boolean((isActive as (m: unknown, l: unknown) => unknown)(match, location)) : match !== null;
    if (active) {
      rest['aria-current'] = 'page';
      rest.className = [rest.className, typeof activeClassName === 'string' ? activeClassName : 'active'].filter(Boolean).join(' ');
    }
  }
  if (external) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}
