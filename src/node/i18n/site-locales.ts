import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LocaleData } from '../../shared/types.ts';
import { DocsBuildError } from '../report/diagnostic.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every locale of a site with its settings complete, as Docusaurus's i18n loader makes them. */
export interface SiteLocales {
  defaultLocale: string;
  /** The folder of translations, relative to the site (`i18n.path`, default `i18n`). */
  path: string;
  /** The default locale first, then the others in the config's order. */
  locales: LocaleData[];
}

/** What the locales are computed from: the config's `i18n` and its `url` and `baseUrl`. */
export interface I18nInput {
  defaultLocale: string;
  locales: readonly string[];
  path?: string;
  localeConfigs: Readonly<Record<string, unknown>>;
  url: string;
  baseUrl: string;
}

/**
 * Each locale's settings with Docusaurus's defaults (3.10's i18n loader): label, direction and calendar from the
 * platform's Intl data for the locale (or its `htmlLang`), `path` the locale's name, `translate` when the
 * translations folder `<i18n.path>/<path>/` exists, `url` the site's, and `baseUrl` the site's with the locale's
 * name after it for every locale but the default one. What the config gives for a locale wins.
 */
export function siteLocales(input: I18nInput, siteDir: string): SiteLocales {
  const path = input.path ?? 'i18n';
  const listed = input.locales.length > 0 ? input.locales : [input.defaultLocale];
  // Docusaurus builds the default locale first (the others go into its output's sub-folders) and adds it when the
  // list forgets it.
  const ordered = [input.defaultLocale, ...listed.filter((locale) => locale !== input.defaultLocale)];
  return {
    defaultLocale: input.defaultLocale,
    path,
    locales: ordered.map((locale) => localeSettings(locale, input, path, siteDir)),
  };
}

function localeSettings(locale: string, input: I18nInput, i18nPath: string, siteDir: string): LocaleData {
  const given: Obj = isObj(input.localeConfigs[locale]) ? (input.localeConfigs[locale] as Obj) : {};
  const htmlLang = typeof given.htmlLang === 'string' ? given.htmlLang : locale;
  const text = (key: string, fallback: () => string) => (typeof given[key] === 'string' ? (given[key] as string) : fallback());
  const defaults = intlDefaults(htmlLang, locale, typeof given.htmlLang === 'string');
  const folder = text('path', () => locale);
  const direction = text('direction', () => defaults.direction);
  return {
    locale,
    label: text('label', () => defaults.label),
    htmlLang,
    direction: direction === 'rtl' ? 'rtl' : 'ltr',
    calendar: text('calendar', () => defaults.calendar),
    path: folder,
    translate: typeof given.translate === 'boolean' ? given.translate : existsSync(resolve(siteDir, i18nPath, folder)),
    url: text('url', () => input.url),
    baseUrl: typeof given.baseUrl === 'string' ? joinUrlPath(given.baseUrl) : joinUrlPath(input.baseUrl, locale === input.defaultLocale ? '' : locale),
  };
}

/** Path parts joined with single slashes, starting and ending with one: ('/docs/', 'fr') → '/docs/fr/'. */
function joinUrlPath(...parts: string[]): string {
  return `/${parts.join('/')}/`.replace(/\/{2,}/g, '/');
}

/** A locale's label, direction and calendar from Intl, as Docusaurus infers them; an invalid name stops the build. */
function intlDefaults(tag: string, locale: string, fromHtmlLang: boolean): { label: string; direction: string; calendar: string } {
  try {
    const intl = new Intl.Locale(tag);
    return { label: languageLabel(tag), direction: textDirection(intl), calendar: calendarOf(intl) };
  } catch (error) {
    const keyPath = fromHtmlLang ? `i18n.localeConfigs.${locale}.htmlLang` : 'i18n.locales';
    throw new DocsBuildError(`${keyPath}: '${tag}' is not a locale name, so its label, direction and calendar cannot be known.`, {
      hint: `Use a BCP 47 name (en, fr, pt-BR…)${fromHtmlLang ? '' : `, or give the locale one in i18n.localeConfigs.${locale}.htmlLang`}.`,
      location: keyPath,
      cause: error,
    });
  }
}

/** The language's own name for itself, first letter capitalised ('Français'); the name as written when unknown. */
function languageLabel(tag: string): string {
  const parts = tag.split('-');
  // The longest form Intl knows a name for: 'en-US-u-ca-buddhist' is refused whole by some Node versions.
  for (const candidate of [tag, parts.slice(0, 2).join('-'), parts[0]!]) {
    try {
      const name = new Intl.DisplayNames(candidate, { type: 'language', fallback: 'code' }).of(candidate);
      if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    } catch {
      // Try a shorter form.
    }
  }
  return tag;
}

function textDirection(intl: Intl.Locale): string {
  // getTextInfo() is the standard name; Node 18 had a `textInfo` property.
  const info = (intl as unknown as { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } }).getTextInfo?.() ?? (intl as unknown as { textInfo?: { direction?: string } }).textInfo;
  return info?.direction ?? 'ltr';
}

function calendarOf(intl: Intl.Locale): string {
  if (intl.calendar) return intl.calendar;
  const calendars = (intl as unknown as { getCalendars?: () => string[]; calendars?: string[] }).getCalendars?.() ?? (intl as unknown as { calendars?: string[] }).calendars;
  return Array.isArray(calendars) && calendars[0] ? calendars[0] : 'gregory';
}

/**
 * Where a locale's pages go below the build's output folder, as Docusaurus decides it: its base URL with the
 * site's base URL taken out ('/docs/fr/' on a site at '/docs/' → 'fr'); '' for the output folder itself.
 */
export function localeOutputFolder(locale: LocaleData, siteBaseUrl: string): string {
  return locale.baseUrl.replace(siteBaseUrl, '/').replace(/^\/+|\/+$/g, '');
}
