import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/node/config/schema.ts';
import { loadCodeTranslations, localizationDirOf, siteCodeTranslations } from '../../../src/node/i18n/code-translations.ts';
import { REPO } from '../../helpers/cli.ts';

// Docusaurus's own packages, from the prepared Jest site (`node bin/run-ts.js bench/prepare-jest-site.ts`).
const JEST_MODULES = join(resolve(process.env.JEST_SITE ?? join(REPO, '.bench/jest-website')), 'website/node_modules');
const withDocusaurus = existsSync(join(JEST_MODULES, '@docusaurus/theme-translations'));
const unprepared = withDocusaurus ? '' : ' (skipped: prepare the Jest site first, `node bin/run-ts.js bench/prepare-jest-site.ts`)';
const localeFile = (locale: string, name: string) => JSON.parse(readFileSync(join(JEST_MODULES, '@docusaurus/theme-translations/locales', locale, `${name}.json`), 'utf8')) as Record<string, string>;

let work: string;
let site: string;
let bare: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-code-translations-'));
  site = join(work, 'site');
  bare = join(work, 'bare');
  await mkdir(join(site, 'node_modules/@docusaurus'), { recursive: true });
  await mkdir(join(bare, 'i18n/fr'), { recursive: true });
  if (withDocusaurus) {
    for (const name of ['theme-classic', 'theme-translations']) await symlink(join(JEST_MODULES, '@docusaurus', name), join(site, 'node_modules/@docusaurus', name));
  }
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const input = (siteDir: string, locale: string, extra: Partial<Parameters<typeof loadCodeTranslations>[0]> = {}) => ({
  siteDir,
  locale,
  localizationDir: join(siteDir, 'i18n', locale),
  themeFiles: ['theme-common', 'theme-search-algolia'] as const,
  configFile: 'docusaurus.config.js',
  ...extra,
});

describe.runIf(withDocusaurus)(`the theme's messages from the site's @docusaurus/theme-translations${unprepared}`, () => {
  it("reads the locale's theme-common and theme-search-algolia messages, without their descriptions", async () => {
    const { translations, problems } = await loadCodeTranslations(input(site, 'ko'));
    expect(problems).toEqual([]);
    const common = localeFile('ko', 'theme-common');
    expect(translations['theme.blog.archive.title']).toBe(common['theme.blog.archive.title']);
    expect(translations['theme.tags.tagsPageTitle']).toBe(common['theme.tags.tagsPageTitle']);
    expect(translations['theme.SearchBar.label']).toBe(localeFile('ko', 'theme-search-algolia')['theme.SearchBar.label']);
    expect(Object.keys(translations).some((id) => id.endsWith('___DESCRIPTION'))).toBe(false);
  });

  it("takes Algolia's messages only for a site that searches with Algolia, as Docusaurus loads them with its theme only", async () => {
    const withProvider = (provider: string) =>
      siteCodeTranslations({ config: { search: { provider }, i18n: { defaultLocale: 'ko' } } as unknown as Config, root: site, shown: 'docusaurus.config.js', siteConfig: {} });
    const label = localeFile('ko', 'theme-search-algolia')['theme.SearchBar.label'];
    expect((await withProvider('algolia')).translations?.['theme.SearchBar.label']).toBe(label);
    for (const provider of ['local', 'none']) {
      const { translations } = await withProvider(provider);
      expect(translations?.['theme.SearchBar.label'], provider).toBeUndefined();
      expect(translations?.['theme.common.editThisPage'], provider).toBe(localeFile('ko', 'theme-common')['theme.common.editThisPage']);
    }
  });

  it("falls back from a region to its language, as Docusaurus does ('ko-KR' reads ko)", async () => {
    const { translations } = await loadCodeTranslations(input(site, 'ko-KR'));
    expect(translations['theme.common.editThisPage']).toBe(localeFile('ko', 'theme-common')['theme.common.editThisPage']);
  });

  it("has no messages for English, whose words are the theme's own", async () => {
    expect((await loadCodeTranslations(input(site, 'en'))).translations).toEqual({});
  });

  it("puts the plugins' defaults over the themes', and the site's code.json over both", async () => {
    await mkdir(join(site, 'i18n/fr'), { recursive: true });
    await writeFile(
      join(site, 'i18n/fr/code.json'),
      JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante', description: 'ours' }, 'site.hello': { message: 'Bonjour' } }),
    );
    const { translations, problems } = await loadCodeTranslations(input(site, 'fr', { pluginDefaults: { 'theme.docs.paginator.previous': 'Avant', 'theme.docs.paginator.next': 'Après' } }));
    expect(problems).toEqual([]);
    expect(translations['theme.docs.paginator.next']).toBe('Page suivante');
    expect(translations['theme.docs.paginator.previous']).toBe('Avant');
    expect(translations['site.hello']).toBe('Bonjour');
    expect(translations['theme.blog.archive.title']).toBe(localeFile('fr', 'theme-common')['theme.blog.archive.title']);
  });

  it('names a locale Intl cannot read in a warning, and goes on in English', async () => {
    const { translations, problems } = await loadCodeTranslations(input(site, 'not a locale'));
    expect(translations).toEqual({});
    expect(problems).toEqual([expect.objectContaining({ file: 'docusaurus.config.js', keyPath: 'i18n', severity: 'warning' })]);
  });
});

describe("a site's code.json", () => {
  it('is the whole table of a site without theme-translations', async () => {
    await writeFile(join(bare, 'i18n/fr/code.json'), JSON.stringify({ 'theme.tags.tagsPageTitle': { message: 'Étiquettes' } }));
    expect(await loadCodeTranslations(input(bare, 'fr'))).toEqual({ translations: { 'theme.tags.tagsPageTitle': 'Étiquettes' }, problems: [] });
  });

  it('is refused where it is not JSON, at the line and column where it stops being JSON', async () => {
    await writeFile(join(bare, 'i18n/fr/code.json'), '{\n  "a": { "message": "x" },\n  "b": oops\n}\n');
    const { translations, problems } = await loadCodeTranslations(input(bare, 'fr'));
    expect(translations).toEqual({});
    expect(problems).toEqual([expect.objectContaining({ file: join('i18n', 'fr', 'code.json'), line: 3, column: 8, severity: 'error' })]);
    expect(problems[0]!.message).toMatch(/invalid JSON/);
  });

  it('names each entry that is not `{ message, description }`, and keeps the others', async () => {
    await writeFile(
      join(bare, 'i18n/fr/code.json'),
      JSON.stringify({ good: { message: 'Bon' }, noMessage: { description: 'x' }, notText: { message: 3 }, extra: { message: 'x', note: 'y' }, plain: 'x' }),
    );
    const { translations, problems } = await loadCodeTranslations(input(bare, 'fr'));
    expect(translations).toEqual({ good: 'Bon' });
    expect(problems.map((p) => [p.keyPath, p.severity])).toEqual([
      ['noMessage', 'error'],
      ['notText', 'error'],
      ['extra.note', 'error'],
      ['plain', 'error'],
    ]);
  });
});

describe("a locale's folder", () => {
  it('is `<i18n.path>/<the locale config path>` under the site, as Docusaurus names it', () => {
    expect(localizationDirOf('/site', {}, 'ko')).toBe(resolve('/site/i18n/ko'));
    expect(localizationDirOf('/site', { i18n: { path: 'translations', localeConfigs: { 'pt-BR': { path: 'pt' } } } }, 'pt-BR')).toBe(resolve('/site/translations/pt'));
  });
});
