// The @docusaurus/… modules Docusaurus pages import, answered for the server
// render of page content. Content is static HTML (only islands hydrate), so
// browser-only answers (useIsBrowser, BrowserOnly) are those of the server.

import type { ReactNode } from 'react';
import { useContentScope } from './content-context.ts';

export function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const site = useContentScope()?.site;
  return withBaseUrl(url, site?.baseUrl ?? '/', options.absolute ? site?.url : undefined, options.forcePrependBaseUrl === true);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => string } {
  const site = useContentScope()?.site;
  return { withBaseUrl: (url, options = {}) => withBaseUrl(url, site?.baseUrl ?? '/', options.absolute ? site?.url : undefined, options.forcePrependBaseUrl === true) };
}

function withBaseUrl(url: string, baseUrl: string, origin: string | undefined, force: boolean): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  const based = !force && baseUrl !== '/' && path.startsWith(baseUrl) ? path : `${baseUrl.replace(/\/$/, '')}${path}`;
  return origin ? `${origin.replace(/\/$/, '')}${based}` : based;
}

export function useDocusaurusContext() {
  const site = useContentScope()?.site;
  const locale = site?.locale.lang ?? 'en';
  return {
    siteConfig: { title: site?.title ?? '', tagline: site?.tagline ?? '', url: site?.url ?? '', baseUrl: site?.baseUrl ?? '/', customFields: {} },
    siteMetadata: { docusaurusVersion: '3.10.0' },
    i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale], localeConfigs: {} },
    globalData: {},
  };
}

export function useIsBrowser(): boolean {
  return false;
}

export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

export function useColorMode() {
  const mode = useContentScope()?.site.colorMode.defaultMode ?? 'light';
  return { colorMode: mode, setColorMode: () => {}, isDarkTheme: mode === 'dark' };
}

export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode } & Record<string, unknown>) {
  const target = to ?? href ?? '';
  const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);
  const url = useBaseUrl(target);
  return external ? (
    <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  ) : (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}

/** Head tags written in content would need the document head, which content does not render; they are dropped. */
export function Head(): null {
  return null;
}

/** What the server renders for BrowserOnly: its fallback. */
export function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>;
}

// The same translation as React pages get: one locale is built.
export { default as Translate, translate } from '../docusaurus/Translate.tsx';
