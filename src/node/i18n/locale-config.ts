import { join } from 'node:path';
import type { LocaleData } from '../../shared/types.ts';
import type { Config } from '../config/schema.ts';
import { pluginTranslationsDir, readTranslationFile, type TranslationFileContent } from './translation-file.ts';

const THEME_CLASSIC = 'docusaurus-theme-classic';

/**
 * The config one locale's pass builds with. Its base URL and URL are the locale's, and its `i18n` names that locale
 * alone: each pass builds one locale, which the rest of the pipeline (page language, direction, dates, reading time,
 * edit links) reads as the locale of the site. The other locales reach the pages through the site data's `i18n`
 * (dropdown, alternates). `localizationDir` is given for a Docusaurus site whose locale reads its translations: the
 * navbar and footer labels then come from theme-classic's `navbar.json` and `footer.json` there.
 */
export function configForLocale(config: Config, locale: LocaleData, localizationDir: string | undefined, siteDir: string): Config {
  const own = { label: locale.label, direction: locale.direction, htmlLang: locale.htmlLang, calendar: locale.calendar, path: locale.path };
  const next: Config = {
    ...config,
    url: locale.url,
    baseUrl: locale.baseUrl,
    i18n: { defaultLocale: locale.locale, locales: [locale.locale], localeConfigs: { [locale.locale]: own } },
  };
  if (!localizationDir) return next;
  const dir = pluginTranslationsDir(localizationDir, THEME_CLASSIC);
  const navbar = readTranslationFile(join(dir, 'navbar.json'), siteDir);
  const footer = readTranslationFile(join(dir, 'footer.json'), siteDir);
  return { ...next, ...(navbar ? { navbar: translateNavbar(config.navbar, navbar) } : {}), ...(footer ? { footer: translateFooter(config.footer, footer) } : {}) };
}

const message = (file: TranslationFileContent, key: string) => file[key]?.message;

/**
 * theme-classic's navbar translations: the title, the logo's alt text, and the label of each item and of each item
 * of a dropdown, by key `item.label.<label as written>`.
 */
function translateNavbar(navbar: Config['navbar'], file: TranslationFileContent): Config['navbar'] {
  const label = <T extends { label?: string }>(item: T): T => (item.label === undefined ? item : { ...item, label: message(file, `item.label.${item.label}`) ?? item.label });
  return {
    ...navbar,
    title: message(file, 'title') ?? navbar.title,
    ...(navbar.logo ? { logo: { ...navbar.logo, alt: message(file, 'logo.alt') ?? navbar.logo.alt } } : {}),
    items: navbar.items.map((item) => ({ ...label(item), ...(item.items ? { items: item.items.map(label) } : {}) })),
  };
}

/** theme-classic's footer translations: column titles, link labels, the copyright and the logo's alt text. */
function translateFooter(footer: Config['footer'], file: TranslationFileContent): Config['footer'] {
  return {
    ...footer,
    links: footer.links.map((column) => ({
      // A flat list of links (one column without a title here) has no title to translate.
      title: column.title === '' ? '' : (message(file, `link.title.${column.title}`) ?? column.title),
      items: column.items.map((item) => ('label' in item ? { ...item, label: message(file, `link.item.label.${item.label}`) ?? item.label } : item)),
    })),
    copyright: message(file, 'copyright') ?? footer.copyright,
    ...(footer.logo ? { logo: { ...footer.logo, alt: message(file, 'logo.alt') ?? footer.logo.alt } } : {}),
  };
}
