import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { jestSiteBuild, jestSiteMissing, jestSitePrepared } from '../../helpers/jest-site.ts';
import { readRouteList, type RouteList } from '../../helpers/route-list.ts';

const expected = JSON.parse(await readFile(new URL('../../fixtures/jest-routes/routes.json', import.meta.url), 'utf8')) as RouteList;

// Versioned docs (/docs/next, /docs/30.0, /docs/29.7) and the blog are built by the versions and blog steps.
const VERSIONED = /^\/docs\/(next|30\.0|29\.7)(\/|$)/;
const BLOG = /^\/blog(\/|$)/;
const own = (route: string) => !VERSIONED.test(route) && !BLOG.test(route);

let out: string;
let built: RouteList;
let log = '';

describe.runIf(jestSitePrepared)(`the Jest site built by docs-build has the routes Docusaurus 3.10 builds${jestSiteMissing}`, () => {
  beforeAll(async () => {
    const run = await jestSiteBuild();
    ({ out, log } = run);
    expect(run.status, log).toBe(0);
    built = await readRouteList(out);
  }, 900_000);

  /** Routes of `wanted` the build lacks, and those whose h1 differs, as readable lines. */
  function differences(wanted: string[]): string[] {
    return wanted.flatMap((route) => {
      if (!(route in built.routes)) return [`missing ${route}`];
      if (built.routes[route] !== expected.routes[route]) return [`h1 of ${route}: ${JSON.stringify(built.routes[route])}, Docusaurus: ${JSON.stringify(expected.routes[route])}`];
      return [];
    });
  }

  it('builds the current docs, the React and Markdown pages and the search page, each with the same h1', () => {
    expect(differences(Object.keys(expected.routes).filter(own))).toEqual([]);
  });

  it('writes the same client-redirect pages for those routes', () => {
    expect(built.redirects.filter((r) => own(r.replace(/\.html$/, '')))).toEqual(expected.redirects.filter((r) => own(r.replace(/\.html$/, ''))));
  });

  it('names the plugins it leaves out, and no swizzled components (the site has none)', () => {
    expect(log).toContain("the plugin '@docusaurus/plugin-pwa' is not supported");
    expect(log).not.toContain('Swizzled components');
  });

  it('builds the default locale alone with --locale en, as Docusaurus does', () => {
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    for (const locale of ['ja', 'fr', 'zh-Hans']) expect(existsSync(join(out, locale))).toBe(false);
    expect(log).not.toContain('i18n.locales');
  });

  it("writes the index page's <Head> title into the document head, as Docusaurus does", async () => {
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual(['Jest · 🃏 Delightful JavaScript Testing']);
  });

  it('builds every versioned docs route (/docs/next, /docs/30.0, /docs/29.7)', () => {
    expect(differences(Object.keys(expected.routes).filter((r) => VERSIONED.test(r)))).toEqual([]);
  });

  it('builds every blog route: posts, list pages, archive, authors', () => {
    expect(differences(Object.keys(expected.routes).filter((r) => BLOG.test(r)))).toEqual([]);
  });
});
