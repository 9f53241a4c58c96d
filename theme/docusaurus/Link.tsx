import type { ReactNode } from 'react';
import { linkUrl } from '../../src/shared/url.ts';
import { useSiteData } from './site-context.ts';

type LinkProps = { to?: string; href?: string; children?: ReactNode; autoAddBaseUrl?: boolean } & Record<string, unknown>;

/**
 * Docusaurus's Link as a plain anchor: a path from the root gets the base URL and the trailing-slash rule, a
 * `pathname://` link is a plain link under the base (opened like an external one, as Docusaurus does), and
 * the client router takes the click as for any link.
 */
export default function Link({ to, href, children, autoAddBaseUrl, ...props }: LinkProps) {
  // react-router's NavLink props have no meaning on a plain anchor; left on it, React would warn about them.
  const { isNavLink: _isNavLink, activeClassName: _activeClassName, exact: _exact, strict: _strict, isActive: _isActive, ...rest } = props;
  const site = useSiteData();
  const target = to ?? href ?? '';
  const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);
  const url = linkUrl(target, autoAddBaseUrl === false ? { baseUrl: '/', trailingSlash: site?.trailingSlash } : { baseUrl: site?.baseUrl ?? '/', trailingSlash: site?.trailingSlash });
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
