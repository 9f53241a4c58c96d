import { useSiteData } from './site-context.ts';
import { docusaurusSiteConfig } from './site-config.ts';
import { globalData } from './global-data.ts';

/** The part of Docusaurus's context a page reads: the site config's main fields, the one locale built, the global data. */
export default function useDocusaurusContext() {
  const site = useSiteData();
  const locale = site?.locale.lang ?? 'en';
  return {
    siteConfig: docusaurusSiteConfig(site),
    siteMetadata: { docusaurusVersion: '3.10.0' },
    i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale], localeConfigs: {} },
    globalData: globalData(),
  };
}
