import type { SiteData } from '../../src/shared/types.ts';

/** The fields of Docusaurus's `siteConfig` a page can read: what docs-build's site data holds. */
export function docusaurusSiteConfig(site: SiteData | undefined) {
  return {
    title: site?.title ?? '',
    tagline: site?.tagline ?? '',
    titleDelimiter: site?.titleDelimiter ?? '|',
    url: site?.url ?? '',
    baseUrl: site?.baseUrl ?? '/',
    favicon: site?.favicon ?? '',
    noIndex: site?.noIndex ?? false,
    customFields: site?.customFields ?? {},
  };
}

/** Docusaurus's `siteMetadata`: the version whose behaviour docs-build follows. */
export const SITE_METADATA = { docusaurusVersion: '3.10.0' };
