import type { LocaleData } from '../../shared/types.ts';
import type { Config } from '../config/schema.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { localeOutputFolder, siteLocales, type SiteLocales } from './site-locales.ts';
import { DocsBuildError } from '../report/diagnostic.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The locales a build makes, each with the folder of the output it goes to. */
export interface LocalePlan {
  site: SiteLocales;
  /** The default locale first; the output folder of the default one is ''. */
  build: Array<{ locale: LocaleData; folder: string }>;
  problems: Diagnostic[];
}

/**
 * The site's locales and those this build makes. A Docusaurus site builds every locale of `i18n.locales`, as
 * `docusaurus build` does: the default one in the output folder, each other one in the sub-folder its base URL
 * names. A docs-build config builds its default locale only: it has no translations to build another from.
 */
export function planLocales(config: Config, siteDir: string, shown: string, docusaurus?: { siteConfig: Obj; contentPlugins: boolean }, only?: readonly string[]): LocalePlan {
  const site = siteLocales(docusaurus ? docusaurusI18n(docusaurus.siteConfig, config) : ownI18n(config), siteDir);
  const plan = allLocales(site, shown, docusaurus);
  return only ? onlyLocales(plan, only) : plan;
}

/**
 * `--locale`: only the locales named, each built as it is with the others (its folder, its links to the others).
 * A name that is not a locale the build makes stops it before anything is built.
 */
function onlyLocales(plan: LocalePlan, only: readonly string[]): LocalePlan {
  const known = plan.build.map((b) => b.locale.locale);
  const unknown = only.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new DocsBuildError(`--locale: ${unknown.map((name) => `'${name}'`).join(', ')} ${unknown.length > 1 ? 'are not locales' : 'is not a locale'} this site builds (${known.join(', ')}).`, {
      hint: "Name locales of the config's i18n.locales.",
      location: '--locale',
    });
  }
  return { ...plan, build: plan.build.filter((b) => only.includes(b.locale.locale)) };
}

function allLocales(site: SiteLocales, shown: string, docusaurus: { contentPlugins: boolean } | undefined): LocalePlan {
  const [first, ...others] = site.locales;
  const build = [{ locale: first!, folder: '' }];
  const problems: Diagnostic[] = [];
  const warn = (keyPath: string, message: string, hint: string) => problems.push({ file: shown, keyPath, message, ruleId: 'i18n', severity: 'warning', hint });
  const names = others.map((l) => l.locale).join(', ');
  const are = others.length > 1 ? 'are' : 'is';
  if (!docusaurus) {
    if (others.length > 0) {
      warn('i18n.locales', `only the default locale '${site.defaultLocale}' is built; ${names} ${are} not, as a docs-build config has no translations to build ${others.length > 1 ? 'them' : 'it'} from.`, 'Build each language as a site of its own, or list only the default locale.');
    }
    return { site: { ...site, locales: [first!] }, build, problems };
  }
  if (!docusaurus.contentPlugins) {
    // Without them docs-build reads the default locale's content itself, and no translation.
    if (others.length > 0) {
      warn('i18n.locales', `only the default locale '${site.defaultLocale}' is built; ${names} ${are} not, as the site's Docusaurus content plugins, which read the translations, are not installed.`, "Run the site's own `npm install` first.");
    }
    return { site: { ...site, locales: [first!] }, build, problems };
  }
  for (const locale of others) {
    const folder = localeOutputFolder(locale, first!.baseUrl);
    const taken = build.find((b) => b.folder === folder);
    if (taken) {
      warn(`i18n.localeConfigs.${locale.locale}.baseUrl`, `the locale '${locale.locale}' is not built: at the base URL '${locale.baseUrl}' its pages would be written over those of '${taken.locale.locale}' in the same output folder.`, 'Give the locale a base URL of its own (below the site\'s, such as its default one), or build it with Docusaurus on its own.');
      continue;
    }
    build.push({ locale, folder });
  }
  return { site: { ...site, locales: build.map((b) => b.locale) }, build, problems };
}

/** The i18n settings of a Docusaurus config, as its validation normalised them (or as written, without it). */
function docusaurusI18n(siteConfig: Obj, config: Config) {
  const i18n: Obj = isObj(siteConfig.i18n) ? siteConfig.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  return {
    defaultLocale,
    locales: Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [defaultLocale],
    path: typeof i18n.path === 'string' ? i18n.path : 'i18n',
    localeConfigs: isObj(i18n.localeConfigs) ? i18n.localeConfigs : {},
    url: typeof siteConfig.url === 'string' ? siteConfig.url : config.url,
    baseUrl: config.baseUrl,
  };
}

function ownI18n(config: Config) {
  return { ...config.i18n, url: config.url, baseUrl: config.baseUrl };
}
