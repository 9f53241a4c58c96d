import { useSiteData } from './site-context.ts';

interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

/** Docusaurus's rule: addresses with a scheme, protocol-relative ones and anchors stay as they are; paths get the base URL once. */
export function withBaseUrl(url: string, baseUrl: string, origin: string | undefined, options: BaseUrlOptions = {}): string {
  // No address (an optional prop passed on, as Docusaurus's own generated index page does with its image) stays none.
  if (!url) return url;
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  const based = !options.forcePrependBaseUrl && baseUrl !== '/' && path.startsWith(baseUrl) ? path : `${baseUrl.replace(/\/$/, '')}${path}`;
  return options.absolute && origin ? `${origin.replace(/\/$/, '')}${based}` : based;
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const site = useSiteData();
  return withBaseUrl(url, site?.baseUrl ?? '/', site?.url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSiteData();
  return { withBaseUrl: (url, options) => withBaseUrl(url, site?.baseUrl ?? '/', site?.url, options) };
}
