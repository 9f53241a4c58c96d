import type { LinkData, LocaleData, SiteData } from './types.ts';
import { pageUrl } from './url.ts';

/** The page shown, in one locale of the site. */
export interface AlternatePage {
  locale: LocaleData;
  /** Its address from the host: the locale's base URL, then the page's path below the current locale's base. */
  path: string;
  /** Its whole URL, with the locale's own origin. */
  url: string;
}

type Site = Pick<SiteData, 'url' | 'baseUrl' | 'trailingSlash' | 'i18n'>;

/**
 * The page of `route` in every locale, as Docusaurus makes its alternates: the page's canonical path without the
 * current locale's base URL, under each locale's base URL (so `/fr/docs/intro` on the French site is
 * `/docs/intro` on the default one). Whether that page exists there is not checked, as in Docusaurus.
 */
export function alternatePages(site: Site, route: string): AlternatePage[] {
  const own = pageUrl(route, site);
  const below = own.startsWith(site.baseUrl) ? own.slice(site.baseUrl.length) : own.replace(/^\/+/, '');
  return site.i18n.locales.map((locale) => {
    const path = `${locale.baseUrl}${below}`;
    return { locale, path, url: `${locale.url.replace(/\/+$/, '')}${path}` };
  });
}

/**
 * The locale dropdown's links for the page of `route`: each locale's version of it, by path when that locale is
 * served from the same origin as the current one, else by whole URL, as theme-classic's dropdown links them.
 */
export function localeLinks(site: Site, route: string): LinkData[] {
  const origin = site.url.replace(/\/+$/, '');
  return alternatePages(site, route).map(({ locale, path, url }) => ({
    label: locale.label,
    href: locale.url.replace(/\/+$/, '') === origin ? path : url,
    external: false,
    locale: { lang: locale.htmlLang, current: locale.locale === site.i18n.currentLocale },
  }));
}
