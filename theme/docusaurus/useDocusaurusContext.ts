import { useSiteData } from './site-context.ts';
import { docusaurusSiteConfig, SITE_METADATA } from './site-config.ts';
import { globalData } from './global-data.ts';

/** The part of Docusaurus's context a page reads: the site config's main fields, the one locale built, the global data. */
export default function useDocusaurusContext() {
  const site = useSiteData();
  const locale = site?.locale.lang ?? 'en';
  return {
    siteConfig: docusaurusSiteConfig(site),
    siteMetadata: SITE_METADATA,
    i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale], localeConfigs: {} },
    globalData: globalData(),
  };
}
