import { useSiteData } from './site-context.ts';
import { docusaurusSiteConfig, SITE_METADATA } from './site-config.ts';
import { globalData } from './global-data.ts';
import type { SiteData } from '../../src/shared/types.ts';

/** The part of Docusaurus's context a page reads: the site config's main fields, the site's locales, the global data. */
export default function useDocusaurusContext() {
  const site = useSiteData();
  return {
    siteConfig: docusaurusSiteConfig(site),
    siteMetadata: SITE_METADATA,
    i18n: docusaurusI18n(site),
    globalData: globalData(),
  };
}

/** Docusaurus's `i18n` context: the locale of the page, the default one, and each locale's settings by name. */
function docusaurusI18n(site: SiteData | undefined) {
  const locale = site?.locale.lang ?? 'en';
  if (!site) return { currentLocale: locale, defaultLocale: locale, locales: [locale], localeConfigs: {} };
  const { defaultLocale, currentLocale, path, locales } = site.i18n;
  return {
    currentLocale,
    defaultLocale,
    locales: locales.map((l) => l.locale),
    path,
    localeConfigs: Object.fromEntries(locales.map(({ locale: name, ...settings }) => [name, settings])),
  };
}
