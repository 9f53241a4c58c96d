import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/node/config/load.ts';
import { planLocales } from '../../../src/node/i18n/locale-plan.ts';
import { siteLocales } from '../../../src/node/i18n/site-locales.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { linkDocusaurusPackages, unprepared, withDocusaurus } from '../../helpers/docusaurus-packages.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-locales-unit-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'fr', 'ar', 'pt-BR', 'zh-Hans', 'ja'],
  path: 'i18n',
  localeConfigs: { fr: { label: 'French' }, 'pt-BR': { path: 'pt' }, 'zh-Hans': { baseUrl: '/zh/', url: 'https://zh.example.org' }, ja: { htmlLang: 'ja-JP', translate: true } },
};

describe.runIf(withDocusaurus)(`the site's locales, as Docusaurus's i18n loader makes them${unprepared}`, () => {
  it('has the same label, direction, calendar, folder, translate flag, URL and base URL for each locale', async () => {
    const site = join(work, 'site');
    // French and Portuguese have translations (their folders exist); the others do not.
    await mkdir(join(site, 'i18n', 'fr'), { recursive: true });
    await mkdir(join(site, 'i18n', 'pt'), { recursive: true });
    await linkDocusaurusPackages(site);
    const { loadI18n } = createRequire(join(site, 'package.json'))('@docusaurus/core/lib/server/i18n.js') as {
      loadI18n: (params: { siteDir: string; config: unknown; currentLocale: string; automaticBaseUrlLocalizationDisabled: boolean }) => Promise<{ localeConfigs: Record<string, unknown> }>;
    };
    const theirs = await loadI18n({ siteDir: site, config: { i18n, url: 'https://example.org', baseUrl: '/docs/' }, currentLocale: 'en', automaticBaseUrlLocalizationDisabled: false });
    const ours = siteLocales({ ...i18n, url: 'https://example.org', baseUrl: '/docs/' }, site);
    expect(Object.fromEntries(ours.locales.map(({ locale, ...settings }) => [locale, settings]))).toEqual(theirs.localeConfigs);
  });
});

describe('the locales a build makes', () => {
  const docusaurusConfig = (localeConfigs: Record<string, unknown> = {}) => ({ siteConfig: { url: 'https://example.org', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs } }, contentPlugins: true });
  const config = validateConfig({ url: 'https://example.org', baseUrl: '/docs/', title: 'T', navbar: { items: [] }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } });

  it("builds every locale of a Docusaurus site, the default one first, each in the folder its base URL names", () => {
    const plan = planLocales(config, work, 'docusaurus.config.js', docusaurusConfig());
    expect(plan.build.map((b) => [b.locale.locale, b.folder, b.locale.baseUrl, b.locale.direction])).toEqual([
      ['en', '', '/docs/', 'ltr'],
      ['fr', 'fr', '/docs/fr/', 'ltr'],
      ['ar', 'ar', '/docs/ar/', 'rtl'],
    ]);
    expect(plan.problems).toEqual([]);
  });

  it('leaves out, with a warning at its key path, a locale whose pages would be written over those of another', () => {
    const plan = planLocales(config, work, 'docusaurus.config.js', docusaurusConfig({ ar: { baseUrl: '/docs/' } }));
    expect(plan.build.map((b) => b.locale.locale)).toEqual(['en', 'fr']);
    expect(plan.site.locales.map((l) => l.locale)).toEqual(['en', 'fr']);
    expect(plan.problems.map((p) => `${formatLocation(p)}  ${p.message}`)).toEqual([
      "docusaurus.config.js: i18n.localeConfigs.ar.baseUrl  the locale 'ar' is not built: at the base URL '/docs/' its pages would be written over those of 'en' in the same output folder.",
    ]);
  });

  it("builds only the default locale of a docs-build config, and of a Docusaurus site without its content plugins, saying so", () => {
    const own = planLocales(config, work, 'docs-build.config.ts');
    expect(own.build.map((b) => b.locale.locale)).toEqual(['en']);
    expect(own.problems.map((p) => p.message)).toEqual(["only the default locale 'en' is built; fr is not, as a docs-build config has no translations to build it from."]);
    const uninstalled = planLocales(config, work, 'docusaurus.config.js', { ...docusaurusConfig(), contentPlugins: false });
    expect(uninstalled.build.map((b) => b.locale.locale)).toEqual(['en']);
    expect(uninstalled.site.locales.map((l) => l.locale)).toEqual(['en']);
    expect(uninstalled.problems.map((p) => p.hint)).toEqual(["Run the site's own `npm install` first."]);
  });

  it('builds only the locales --locale names, and refuses a name that is not a locale of the site', () => {
    const plan = planLocales(config, work, 'docusaurus.config.js', docusaurusConfig(), ['fr']);
    expect(plan.build.map((b) => [b.locale.locale, b.folder])).toEqual([['fr', 'fr']]);
    // The dropdown and alternates still name every locale of the site.
    expect(plan.site.locales.map((l) => l.locale)).toEqual(['en', 'fr', 'ar']);
    expect(() => planLocales(config, work, 'docusaurus.config.js', docusaurusConfig(), ['de'])).toThrow("--locale: 'de' is not a locale this site builds (en, fr, ar).");
  });
});
