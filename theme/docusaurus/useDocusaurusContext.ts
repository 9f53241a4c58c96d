import { useSiteData } from './site-context.ts';

/** The part of Docusaurus's context a page reads: the site config's main fields and the one locale built. */
export default function useDocusaurusContext() {
  const site = useSiteData();
  const locale = site?.locale.lang ?? 'en';
  return {
    siteConfig: {
      title: site?.title ?? '',
      tagline: site?.tagline ?? '',
      url: site?.url ?? '',
      baseUrl: site?.baseUrl ?? '/',
      customFields: site?.customFields ?? {},
    },
    siteMetadata: { docusaurusVersion: '3.10.0' },
    i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale], localeConfigs: {} },
    globalData: {},
  };
}
