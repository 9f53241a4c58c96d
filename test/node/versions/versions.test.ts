import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { configSchema, type DocsConfig } from '../../../src/node/config/schema.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { readVersions } from '../../../src/node/versions/read-versions.ts';
import { sidebarsFromFile } from '../../../src/node/versions/versioned-sidebars-file.ts';
import type { PageChunk } from '../../../src/shared/types.ts';
import { hasClass, parsePage, textOf } from '../../helpers/html.ts';

const docsOptions = (docs: Record<string, unknown> = {}): DocsConfig =>
  configSchema.parse({ url: 'https://x.example', title: 'X', navbar: {}, docs: { path: 'docs', ...docs } }).docs as DocsConfig;

describe('reading the versions', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-build-versions-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'versions.json'), '["3.0", "2.0", "1.0"]');

  const summary = (docs: DocsConfig) => readVersions(docs, root).map((v) => [v.name, v.label, v.routeBase, v.banner, v.isLast]);

  it('serves the first entry of versions.json at the docs base, the docs folder at /next, the others at their name', () => {
    expect(summary(docsOptions())).toEqual([
      ['current', 'Next', '/docs/next', 'unreleased', false],
      ['3.0', '3.0', '/docs', 'none', true],
      ['2.0', '2.0', '/docs/2.0', 'unmaintained', false],
      ['1.0', '1.0', '/docs/1.0', 'unmaintained', false],
    ]);
  });

  it('moves the base with lastVersion: newer versions are unreleased, older ones unmaintained', () => {
    expect(summary(docsOptions({ lastVersion: '2.0' }))).toEqual([
      ['current', 'Next', '/docs/next', 'unreleased', false],
      ['3.0', '3.0', '/docs/3.0', 'unreleased', false],
      ['2.0', '2.0', '/docs', 'none', true],
      ['1.0', '1.0', '/docs/1.0', 'unmaintained', false],
    ]);
    expect(summary(docsOptions({ lastVersion: 'current' }))[0]).toEqual(['current', 'Next', '/docs', 'none', true]);
  });

  it('takes labels, paths and banners from docs.versions, and builds only the versions asked for', () => {
    const docs = docsOptions({ versions: { current: { label: 'Canary', path: 'canary' }, '1.0': { banner: 'none' } }, onlyIncludeVersions: ['current', '3.0', '1.0'] });
    expect(summary(docs)).toEqual([
      ['current', 'Canary', '/docs/canary', 'unreleased', false],
      ['3.0', '3.0', '/docs', 'none', true],
      ['1.0', '1.0', '/docs/1.0', 'none', false],
    ]);
    expect(summary(docsOptions({ includeCurrentVersion: false })).map((v) => v[0])).toEqual(['3.0', '2.0', '1.0']);
  });

  it('ignores versions.json with disableVersioning: the docs folder alone, at the base', () => {
    expect(summary(docsOptions({ disableVersioning: true }))).toEqual([['current', 'Next', '/docs', 'none', true]]);
  });

  it('shows the version badge by default only when more than one version is built, as Docusaurus does', () => {
    const badges = (docs: DocsConfig) => readVersions(docs, root).map((v) => [v.name, v.badge]);
    expect(badges(docsOptions({ disableVersioning: true }))).toEqual([['current', false]]);
    expect(badges(docsOptions({ onlyIncludeVersions: ['3.0'] }))).toEqual([['3.0', false]]);
    expect(badges(docsOptions({ onlyIncludeVersions: ['current', '3.0'] }))).toEqual([['current', true], ['3.0', true]]);
    expect(badges(docsOptions({ disableVersioning: true, versions: { current: { badge: true } } }))).toEqual([['current', true]]);
  });

  it('names the config key of a version that does not exist', () => {
    expect(() => readVersions(docsOptions({ lastVersion: '9.9' }), root)).toThrow("docs.lastVersion '9.9' is not a version this build includes.");
    expect(() => readVersions(docsOptions({ onlyIncludeVersions: ['4.0'] }), root)).toThrow("docs.onlyIncludeVersions names an unknown version '4.0'.");
  });

  it('reports a versions.json that is not a list of names', () => {
    const other = mkdtempSync(join(tmpdir(), 'docs-build-versions-bad-'));
    mkdirSync(join(other, 'docs'));
    writeFileSync(join(other, 'versions.json'), '{"a": 1}');
    expect(() => readVersions(docsOptions(), other)).toThrow('versions.json must be an array of version names.');
    rmSync(other, { recursive: true, force: true });
  });
});

describe('versioned sidebars files', () => {
  it("reads Docusaurus's shorthand categories, ref items and generated-index links", () => {
    expect(
      sidebarsFromFile({
        docs: { Intro: ['a', { type: 'ref', id: 'b' }], More: [{ type: 'category', label: 'Deep', link: { type: 'generated-index' }, items: ['c'] }, { type: 'html', value: '<hr>' }] },
        api: [{ type: 'category', label: 'API', link: { type: 'doc', id: 'api/index' }, collapsed: true, items: [{ type: 'autogenerated', dirName: 'api' }] }],
      }),
    ).toEqual({
      docs: [
        { type: 'category', label: 'Intro', items: ['a', { type: 'doc', id: 'b' }] },
        { type: 'category', label: 'More', items: [{ type: 'category', label: 'Deep', link: { type: 'generated-index' }, items: ['c'] }] },
      ],
      api: [{ type: 'category', label: 'API', link: { type: 'doc', id: 'api/index' }, collapsed: true, items: [{ type: 'autogenerated', dirName: 'api' }] }],
    });
  });
});

describe('a versioned site', () => {
  const fixture = fileURLToPath(new URL('../../fixtures/versions/', import.meta.url));
  let base: string;
  let report: BuildReport;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'docs-build-versions-build-'));
    report = await build({ cwd: fixture, outDir: join(base, 'build'), cache: false, threads: 1 });
  }, 120_000);
  afterAll(() => rm(base, { recursive: true, force: true }));

  async function pageOf(route: string) {
    const html = await readFile(join(base, 'build', route.slice(1), 'index.html'), 'utf8');
    const dom = parsePage(html);
    const data = JSON.parse(textOf(dom.all((e) => e.name === 'script' && e.attribs.id === '__docs-data')[0]!)) as PageChunk;
    return { dom, data };
  }

  it('builds every version at its routes', async () => {
    expect(report.problems).toEqual([]);
    for (const [route, h1] of [
      ['/docs/intro', 'Introduction (2.0)'],
      ['/docs/guide', 'Guide (2.0)'],
      ['/docs/next/intro', 'Introduction (next)'],
      ['/docs/next/new-feature', 'A new feature'],
      ['/docs/1.0/intro', 'Introduction (1.0)'],
      ['/docs/1.0/old-only', 'Only in 1.0'],
    ]) {
      expect((await pageOf(route!)).dom.byTag('h1').map(textOf), route).toEqual([h1]);
    }
  });

  it("gives each doc its own version's sidebar, and resolves links within the version", async () => {
    const { dom } = await pageOf('/docs/intro');
    expect(dom.byClass('sidebar__link').map((a) => a.attribs.href)).toEqual(['/docs/intro', '/docs/guide']);
    expect(dom.all((e) => e.name === 'a' && textOf(e) === 'the guide')[0]?.attribs.href).toBe('/docs/guide');
    expect((await pageOf('/docs/1.0/guide')).dom.byClass('sidebar__link').map((a) => a.attribs.href)).toEqual(['/docs/1.0/intro', '/docs/1.0/guide', '/docs/1.0/old-only']);
  });

  it("shows the banner of unreleased and unmaintained versions, linking to the same doc in the last version", async () => {
    const next = (await pageOf('/docs/next/intro')).dom;
    expect(textOf(next.byClass('doc-version-banner')[0]!)).toBe('This is unreleased documentation for Versions Fixture Next version.For up-to-date documentation, see the latest version (2.0).');
    expect(next.byClass('doc-version-banner')[0] && next.all((e) => e.name === 'a' && textOf(e) === 'latest version')[0]?.attribs.href).toBe('/docs/intro');
    const old = (await pageOf('/docs/1.0/old-only')).dom;
    expect(textOf(old.byClass('doc-version-banner')[0]!)).toContain('This is documentation for Versions Fixture 1.0, which is no longer actively maintained.');
    // No such doc in the last version: the banner leads to its main doc.
    expect(old.all((e) => e.name === 'a' && textOf(e) === 'latest version')[0]?.attribs.href).toBe('/docs/intro');
    expect((await pageOf('/docs/intro')).dom.byClass('doc-version-banner')).toEqual([]);
    expect(textOf((await pageOf('/docs/1.0/intro')).dom.byClass('doc-version-badge')[0]!)).toBe('Version: 1.0');
  });

  it('points the version switchers at the same doc in each version, or at its main doc', async () => {
    const { dom } = await pageOf('/docs/1.0/guide');
    expect(dom.byClass('dropdown__link').map((a) => [textOf(a), a.attribs.href])).toEqual([
      ['Next', '/docs/next/intro'],
      ['2.0', '/docs/guide'],
      ['1.0', '/docs/1.0/guide'],
    ]);
    expect(textOf(dom.byClass('dropdown__toggle')[0]!)).toBe('1.0');
    const outside = (await pageOf('/search')).dom;
    expect(textOf(outside.byClass('dropdown__toggle')[0]!)).toBe('2.0');
  });

  it("leads a navbar doc item into the version of the doc page shown, and to the last version elsewhere", async () => {
    const docsLink = async (route: string) => (await pageOf(route)).dom.all((e) => e.name === 'a' && hasClass(e, 'navbar__link') && textOf(e) === 'Docs')[0]?.attribs.href;
    expect(await docsLink('/docs/1.0/guide')).toBe('/docs/1.0/intro');
    expect(await docsLink('/docs/next/new-feature')).toBe('/docs/next/intro');
    expect(await docsLink('/docs/guide')).toBe('/docs/intro');
    expect(await docsLink('/search')).toBe('/docs/intro');
  });

  it('keeps a noIndex version out of the sitemap and tells robots so; the others have their own canonical URLs', async () => {
    const sitemap = await readFile(join(base, 'build', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://versions.example.org/docs/next/intro</loc>');
    expect(sitemap).not.toContain('/docs/1.0/');
    expect((await pageOf('/docs/1.0/intro')).dom.meta('robots')).toBe('noindex, nofollow');
    const next = (await pageOf('/docs/next/intro')).dom;
    expect(next.meta('robots')).toBeUndefined();
    expect(next.all((e) => e.name === 'link' && e.attribs.rel === 'canonical')[0]?.attribs.href).toBe('https://versions.example.org/docs/next/intro');
  });
});
