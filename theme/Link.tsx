// A plain anchor that marks external targets. Internal links stay ordinary
// <a href> so the client router can intercept them and no-JS still works.

import type { ReactNode } from 'react';
import { ExternalLinkIcon } from './icons.tsx';
import { useHrefs } from './use-href.ts';
import type { LinkData } from '../src/shared/types.ts';

export interface LinkProps {
  href: string;
  external?: boolean;
  className?: string;
  current?: boolean;
  /** `href` is another locale's address, used as it is (see LinkData.locale). */
  locale?: LinkData['locale'];
  children: ReactNode;
  onClick?: () => void;
}

export function Link({ href: route, external = false, className, current = false, locale, children, onClick }: LinkProps) {
  // Data carries routes ('/docs/x') and `pathname://` links; the page shows them under the base URL.
  const hrefs = useHrefs();
  if (locale) {
    // Another locale is another site of its own: the browser loads the page, the client router has no route for it.
    return (
      <a className={className} href={route} hrefLang={locale.lang} lang={locale.lang} target="_self" aria-current={current ? 'page' : undefined} onClick={onClick}>
        {children}
      </a>
    );
  }
  const href = hrefs.route(route);
  if (external) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <ExternalLinkIcon />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className={className} href={href} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
