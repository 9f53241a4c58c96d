// What a Docusaurus site's build writes around the theme: Infima and the site's style sheets in Docusaurus's order,
// Infima's class names, the config's head elements, and the links a locale dropdown lists after its locales.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { prepareInfimaSite } from '../../helpers/infima-site.ts';

let work: string;
let report: BuildReport;
let intro: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-infima-site-'));
  const site = await prepareInfimaSite(join(work, 'site'));
  report = await build({ cwd: site, outDir: join(work, 'build'), cache: false, threads: 1 });
  intro = await readFile(join(work, 'build', 'docs', 'intro', 'index.html'), 'utf8');
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a Docusaurus site built with Infima', () => {
  it('builds without errors, and says once that the local-search theme is replaced', () => {
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.problems.filter((p) => p.message.includes('docusaurus-search-local'))).toHaveLength(1);
  });

  it("loads Infima first, then the theme's style sheet, the Infima variables' bridge and custom.css last", async () => {
    const sheets = [...headOf(intro).matchAll(/<link rel="stylesheet" href="\/assets\/([^"]+)">/g)].map((m) => m[1]!);
    expect(sheets.map((s) => s.replace(/-[A-Z0-9]+\.css$/, ''))).toEqual(['base-0', 'entry', 'style-0', 'style-1']);
    const css = (name: string) => readFile(join(work, 'build', 'assets', name), 'utf8');
    expect(await css(sheets[0]!)).toContain('--ifm-color-primary:');
    expect(await css(sheets[2]!)).toContain('var(--ifm-link-color)');
    expect(await css(sheets[3]!)).toContain('#8c35e5');
    expect(intro).toMatch(/<html [^>]*data-infima=""/);
  });

  it("gives the sidebar, table of contents, footer and page wrapper theme-classic's class names", () => {
    for (const name of ['menu thin-scrollbar', 'theme-doc-sidebar-menu menu__list', 'menu__link menu__link--active', 'footer__link-item', 'main-wrapper', 'footer__links']) {
      expect(intro).toContain(name);
    }
  });

  it("writes the config's headTags, stylesheets and scripts into the head, before the style sheets, in Docusaurus's order", () => {
    const head = headOf(intro);
    const tags = [
      '<meta name="brand-check" content="a &quot;quoted&quot; value">',
      '<link rel="stylesheet" href="/css/extra.css">',
      '<link rel="stylesheet" href="/css/extra.css?v=2" crossorigin="anonymous">',
      '<script src="/js/hello.js" async data-domain="example.org"></script>',
    ];
    const at = tags.map((tag) => head.indexOf(tag));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(at[3]!).toBeLessThan(head.indexOf('<link rel="stylesheet" href="/assets/'));
  });

  it('lists dropdownItemsBefore before and dropdownItemsAfter after the locales of a locale dropdown', () => {
    const links = [...intro.matchAll(/<a class="dropdown__link[^"]*" href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => `${m[2]!.replace(/<[^>]*>/g, '')} ${m[1]}`);
    // A locale leads to the page shown, in that locale, labelled by the language's own name as Docusaurus labels it.
    expect(links).toEqual(['All languages (opens in a new tab) https://example.org/languages', 'English /docs/intro', 'Help translate /docs/setup']);
  });
});
