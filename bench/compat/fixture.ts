import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { DOCUSAURUS_CONTENT_LINK, DOCUSAURUS_REGIONS, type PageFacts } from './extract-page.ts';
import { extractSite, type SiteFacts } from './extract-site.ts';
import { type LinkLook, type LookPages, lookAtSite } from './look.ts';
import { type CompatSite, docusaurusCore, siteKey, type StepResult } from './prepare-site.ts';
import { serveOutput } from './serve-output.ts';

/**
 * The fixture format: 2 added the table of contents per page and the look
 * (content link colour, screenshots). A fixture of an older format is made
 * again by `--fixtures`.
 */
export const FIXTURE_FORMAT = 2;

/** What Docusaurus built for one site, stored once and committed: the reference docs-build is compared with. */
export interface Fixture extends SiteFacts {
  format?: number;
  repo: string;
  commit: string;
  dir: string;
  /** Docusaurus's resolved settings that decide URLs. */
  site: { url: string; baseUrl: string; trailingSlash?: boolean };
  /**
   * `ms` is the wall time of the site's first Docusaurus build; `rebuildMs`
   * that of a later build made to extend an older fixture, when there was one.
   */
  docusaurus: { version: string; ms: number; installMs: number; installCommand: string; rebuildMs?: number };
  /** The site's locales: Docusaurus builds each, the default one at the baseUrl and the others under `<baseUrl><locale>/`. */
  i18n?: { defaultLocale: string; locales: string[] };
  /** The pages looked at in Chromium, and the first content link of the doc page with its colour. */
  look?: LookPages & { link: LinkLook | null };
}

export type SiteUrls = Fixture['site'];

/** Settings Docusaurus resolved that the harness needs beyond the fixture's `site`. */
export interface ResolvedConfig extends SiteUrls {
  locales: string[];
  defaultLocale: string;
}

export function fixturePath(fixturesDir: string, repo: string): string {
  return join(fixturesDir, `${siteKey(repo)}.json`);
}

export function readFixture(fixturesDir: string, repo: string): Fixture | undefined {
  const path = fixturePath(fixturesDir, repo);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Fixture) : undefined;
}

export function writeFixture(fixturesDir: string, fixture: Fixture): void {
  const path = fixturePath(fixturesDir, fixture.repo);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(fixture, null, 1)}\n`);
}

/**
 * The settings Docusaurus resolved, from the config module it generates in
 * `.docusaurus/` during a build: the site's own file can compute them.
 */
export async function readResolvedConfig(folder: string): Promise<ResolvedConfig> {
  const module = (await import(pathToFileURL(join(folder, '.docusaurus/docusaurus.config.mjs')).href)) as {
    default: { url: string; baseUrl: string; trailingSlash?: boolean; i18n?: { locales?: string[]; defaultLocale?: string } };
  };
  const { url, baseUrl, trailingSlash, i18n } = module.default;
  const defaultLocale = i18n?.defaultLocale ?? 'en';
  const i18nPath = join(folder, '.docusaurus/i18n.json');
  const built = existsSync(i18nPath) ? (JSON.parse(readFileSync(i18nPath, 'utf8')) as BuiltLocale) : undefined;
  return { url, baseUrl: defaultLocaleBaseUrl(baseUrl, defaultLocale, built), trailingSlash, locales: i18n?.locales ?? [defaultLocale], defaultLocale };
}

/** What `.docusaurus/i18n.json` says of the locale built last. */
export interface BuiltLocale {
  currentLocale?: string;
  localeConfigs?: Record<string, { path?: string }>;
}

/**
 * The default locale's baseUrl. Docusaurus builds the locales one after the
 * other and leaves the last one's config in `.docusaurus/`, whose baseUrl
 * ends with that locale's folder (`/es/`); the fixture describes the default
 * locale, served at the site's own baseUrl.
 */
export function defaultLocaleBaseUrl(baseUrl: string, defaultLocale: string, built: BuiltLocale | undefined): string {
  const current = built?.currentLocale;
  if (current === undefined || current === defaultLocale) return baseUrl;
  const folder = `${built?.localeConfigs?.[current]?.path ?? current}/`;
  return baseUrl.endsWith(`/${folder}`) ? baseUrl.slice(0, -folder.length) : baseUrl;
}

/**
 * The doc page the browser looks at: the first, in URL order, of the default
 * locale that has a link in its content (so a link colour can be read) and is
 * not the home page, else the first doc page of the default locale, else none.
 */
export function chooseDocPage(docPages: Map<string, PageFacts['contentLink']>, config: Pick<ResolvedConfig, 'baseUrl' | 'locales' | 'defaultLocale'>): string | null {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
  const otherLocales = config.locales.filter((locale) => locale !== config.defaultLocale).map((locale) => `${base}${locale}/`);
  const routes = [...docPages.keys()].filter((route) => !otherLocales.some((prefix) => `${route}/`.startsWith(prefix))).sort();
  // The home page is looked at anyway: a site whose docs start at its root gets another doc page when it has one.
  const others = routes.filter((route) => route !== base);
  return others.find((route) => docPages.get(route) !== null) ?? routes.find((route) => docPages.get(route) !== null) ?? others[0] ?? routes[0] ?? null;
}

export function docusaurusVersion(folder: string): string {
  const core = docusaurusCore(folder);
  return core === undefined ? 'unknown' : (JSON.parse(readFileSync(join(core, 'package.json'), 'utf8')) as { version: string }).version;
}

export interface FixtureInputs {
  site: CompatSite;
  folder: string;
  /** Docusaurus's output folder, kept. */
  outDir: string;
  install: StepResult;
  build: StepResult;
  browser: Browser;
  /** Where Docusaurus's screenshots of the home and doc page go. */
  shotPath: (page: 'home' | 'doc') => string;
  /** The fixture this one replaces: its first build's times are kept. */
  previous?: Fixture;
}

/** Reads Docusaurus's output folder into a fixture, and looks at two of its pages in Chromium. */
export async function makeFixture({ site, folder, outDir, install, build, browser, shotPath, previous }: FixtureInputs): Promise<Fixture> {
  const { locales, defaultLocale, ...resolved } = await readResolvedConfig(folder);
  const docPages = new Map<string, PageFacts['contentLink']>();
  const facts = extractSite(outDir, resolved, DOCUSAURUS_REGIONS, resolved.url, docPages);
  const base = resolved.baseUrl.endsWith('/') ? resolved.baseUrl : `${resolved.baseUrl}/`;
  const pages: LookPages = { home: base, doc: chooseDocPage(docPages, { baseUrl: base, locales, defaultLocale }) };
  const served = await serveOutput(outDir, resolved.baseUrl);
  let link: LinkLook | null;
  try {
    ({ link } = await lookAtSite(browser, served.origin, pages, DOCUSAURUS_CONTENT_LINK, shotPath));
  } finally {
    await served.close();
  }
  const first = previous?.commit === site.commit ? previous.docusaurus : undefined;
  const ms = Math.round(build.ms);
  return {
    format: FIXTURE_FORMAT,
    repo: site.repo,
    commit: site.commit,
    dir: site.dir,
    site: resolved,
    docusaurus: {
      version: docusaurusVersion(folder),
      ms: first?.ms ?? ms,
      installMs: first?.installMs ?? Math.round(install.ms),
      installCommand: first?.installCommand ?? install.command,
      ...(first && first.ms !== ms ? { rebuildMs: ms } : {}),
    },
    i18n: { defaultLocale, locales },
    look: { ...pages, link },
    ...facts,
  };
}
