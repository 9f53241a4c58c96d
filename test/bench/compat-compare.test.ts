import { describe, expect, it } from 'vitest';
import { classifyBuildError, classifyMissingRoute, withoutBase } from '../../bench/compat/classify.ts';
import { buildFailures, clientErrorDifferences, compareLinkColour, compareSite, compareToc, contentParity, type Difference, firstErrorLine, fullParity, type Parity, reclassifyFailures } from '../../bench/compat/compare.ts';
import { parseDiagnostics, warningsByRule } from '../../bench/compat/diagnostics.ts';
import type { SiteFacts } from '../../bench/compat/extract-site.ts';
import { chooseDocPage, defaultLocaleBaseUrl, type Fixture } from '../../bench/compat/fixture.ts';
import { compatReport } from '../../bench/compat/report.ts';

function fixture(facts: SiteFacts, baseUrl = '/base/'): Fixture {
  return {
    repo: 'o/site',
    commit: 'c'.repeat(40),
    dir: 'website',
    site: { url: 'https://x.org', baseUrl },
    docusaurus: { version: '3.10.2', ms: 12_000, installMs: 1, installCommand: 'npm install' },
    ...facts,
  };
}

const reference: SiteFacts = {
  routes: {
    '/base/': { h1: null, links: ['/base/docs/intro'] },
    '/base/docs/intro': { h1: 'Intro', links: ['/base/docs/guide', '/base/'] },
    '/base/docs/guide': { h1: 'Guide', links: [] },
    '/base/docs/setup': { h1: 'Setup', links: [] },
    '/base/docs/category/basics': { h1: 'Basics', links: [] },
  },
  navbar: ['/base/docs/intro'],
  footer: ['/base/blog'],
  sidebar: ['/base/docs/guide', '/base/docs/intro'],
};

describe('compat: comparing a build with its fixture', () => {
  it('has full parity when everything matches', () => {
    const comparison = compareSite(fixture(reference), structuredClone(reference));
    expect(comparison.differences).toEqual([]);
    expect(comparison.parity.routes).toEqual([5, 5]);
    expect(comparison.parity.links).toEqual([5, 5]);
    expect(fullParity(comparison)).toBe(true);
  });

  it("leaves a page's link to itself out on both sides (a heading's self-link is '/page#id' before Docusaurus 3.9, '#id' after)", () => {
    const withSelfLink = structuredClone(reference);
    withSelfLink.routes['/base/docs/guide']!.links = ['/base/docs/guide'];
    const comparison = compareSite(fixture(withSelfLink), structuredClone(reference));
    expect(comparison.differences).toEqual([]);
    expect(comparison.parity.links).toEqual([5, 5]);
  });

  it("ignores a NUL character Docusaurus's render left in a heading or an anchor", () => {
    const withNul = structuredClone(reference);
    withNul.routes['/base/docs/guide']!.h1 = 'Gui\u0000de';
    withNul.routes['/base/docs/guide']!.toc = ['#a\u0000b'];
    const actual = structuredClone(reference);
    actual.routes['/base/docs/guide']!.toc = ['#ab'];
    withNul.routes['/base/docs/intro']!.toc = [];
    actual.routes['/base/docs/intro']!.toc = [];
    const comparison = compareSite(fixture(withNul), actual);
    expect(comparison.differences).toEqual([]);
  });

  it('classifies each difference', () => {
    const actual: SiteFacts = {
      routes: {
        '/base/': { h1: null, links: ['/base/docs/intro'] },
        '/base/docs/intro/': { h1: 'Introduction', links: ['/base/docs/guide', '/base/', '/base/docs/extra'] },
        '/docs/guide': { h1: 'Guide', links: [] },
        '/base/docs/01-setup': { h1: 'Setup', links: [] },
        '/base/docs/new': { h1: 'New', links: [] },
      },
      navbar: ['/base/docs/intro/'],
      footer: [],
      sidebar: ['/base/docs/guide', '/base/docs/intro'],
    };
    const comparison = compareSite(fixture(reference), actual);
    expect(comparison.differences).toEqual([
      { class: 'trailingSlash', detail: 'route /base/docs/intro is /base/docs/intro/' },
      { class: 'baseUrl', detail: 'route /base/docs/guide is /docs/guide' },
      { class: 'number prefix', detail: 'missing route /base/docs/setup' },
      { class: 'generated index', detail: 'missing route /base/docs/category/basics' },
      { class: 'extra route', detail: 'extra route /base/docs/01-setup' },
      { class: 'extra route', detail: 'extra route /base/docs/new' },
      { class: 'h1 differs', detail: '/base/docs/intro: h1 "Intro" is "Introduction"' },
      { class: 'link differs', detail: '/base/docs/intro: extra /base/docs/extra' },
      { class: 'trailingSlash', detail: 'navbar: /base/docs/intro is /base/docs/intro/' },
      { class: 'link differs', detail: 'footer: missing /base/blog' },
    ]);
    expect(comparison.parity).toEqual({
      routes: [3, 5],
      extraRoutes: 2,
      h1: [2, 3],
      links: [2, 3],
      navbar: [0, 1],
      footer: [0, 1],
      sidebar: [2, 2],
      toc: [0, 0],
      linkColour: [0, 0],
    });
    expect(fullParity(comparison)).toBe(false);
  });

  it('compares each page\'s table of contents and the content link\'s colour', () => {
    const withLook: Fixture = {
      ...fixture(structuredClone(reference)),
      look: { home: '/base/', doc: '/base/docs/intro', link: { route: '/base/docs/intro', text: 'guide', href: 'guide', colour: 'rgb(46, 133, 85)' } },
    };
    withLook.routes['/base/docs/intro']!.toc = ['#a', '#b'];
    withLook.routes['/base/docs/guide']!.toc = ['#x'];
    for (const route of ['/base/', '/base/docs/setup', '/base/docs/category/basics']) withLook.routes[route]!.toc = [];
    const actual = structuredClone(reference);
    actual.routes['/base/docs/intro']!.toc = ['#a', '#b'];
    actual.routes['/base/docs/guide']!.toc = ['#x', '#footnote-label'];
    const link = { route: '/base/docs/intro', text: 'guide', href: 'guide', colour: 'rgb(37, 99, 235)' };
    const comparison = compareSite(withLook, actual, undefined, link);
    expect(comparison.differences).toEqual([
      { class: 'toc differs', detail: '/base/docs/guide: extra #footnote-label' },
      { class: 'link colour differs', detail: '/base/docs/intro: link "guide" is rgb(37, 99, 235), Docusaurus\'s "guide" rgb(46, 133, 85)' },
    ]);
    // Pages without a table of contents on either side count as equal.
    expect(comparison.parity.toc).toEqual([4, 5]);
    expect(comparison.parity.linkColour).toEqual([0, 1]);
    const same = compareSite(withLook, (() => {
      const copy = structuredClone(actual);
      copy.routes['/base/docs/guide']!.toc = ['#x'];
      return copy;
    })(), undefined, { ...link, colour: 'rgb(46, 133, 85)' });
    expect(same.differences).toEqual([]);
    expect(same.parity).toMatchObject({ toc: [5, 5], linkColour: [1, 1] });
    expect(fullParity(same)).toBe(true);
  });

  it('reports a failed build by the class of its message', () => {
    const comparison = compareSite(fixture(reference), undefined, 'building…\nError: Cannot find module \'@site/src/x\'\n  at y');
    expect(comparison.built).toBe(false);
    expect(comparison.parity.routes).toEqual([0, 5]);
    expect(comparison.differences).toEqual([{ class: 'module not found', detail: "Error: Cannot find module '@site/src/x'" }]);
  });
});

describe('compat: table of contents and link colour', () => {
  it('names what differs in a table of contents', () => {
    expect(compareToc(['#a', '#b'], ['#a', '#b'])).toBeNull();
    expect(compareToc(['#a', '#b'], [])).toBe('no table of contents, expected 2 entries: #a #b');
    expect(compareToc([], ['#a'])).toBe('a table of contents Docusaurus does not show: #a');
    expect(compareToc(['#a', '#b', '#b-1'], ['#a', '#b', '#b'])).toBe('missing #b-1');
    expect(compareToc(['#a', '#b'], ['#b', '#a'])).toBe('same entries in another order (or repeated): #b #a, expected #a #b');
    expect(compareToc(['#1', '#2', '#3', '#4', '#5', '#6'], ['#x'])).toBe('missing #1 #2 #3 #4 (+2); extra #x');
  });

  it('compares the colour only when both sides were measured', () => {
    const expected = { route: '/docs/a', text: 'x', href: '/x', colour: 'rgb(1, 2, 3)' };
    const differences: Difference[] = [];
    expect(compareLinkColour(expected, undefined, differences)).toEqual([0, 0]);
    expect(compareLinkColour(null, { ...expected }, differences)).toEqual([0, 0]);
    expect(differences).toEqual([]);
    expect(compareLinkColour(expected, null, differences)).toEqual([0, 1]);
    expect(differences).toEqual([{ class: 'link colour differs', detail: '/docs/a: no content link to measure (Docusaurus: "x" rgb(1, 2, 3))' }]);
  });

  it('looks at a doc page of the default locale other than the home page, one with a content link first', () => {
    const config = { baseUrl: '/base/', locales: ['en', 'fr'], defaultLocale: 'en' };
    const link = { href: '/x', text: 'x' };
    const pages = new Map<string, { href: string; text: string } | null>([
      ['/base/', link],
      ['/base/docs/a', null],
      ['/base/docs/b', link],
      ['/base/fr/docs/a', link],
    ]);
    expect(chooseDocPage(pages, config)).toBe('/base/docs/b');
    pages.set('/base/docs/b', null);
    expect(chooseDocPage(pages, config)).toBe('/base/');
    expect(chooseDocPage(new Map([['/base/docs/a', null]]), config)).toBe('/base/docs/a');
    expect(chooseDocPage(new Map([['/base/fr', link]]), config)).toBeNull();
  });
});

describe("compat: Docusaurus's resolved config", () => {
  it('takes the default locale\'s baseUrl when another locale was built last', () => {
    const built = { currentLocale: 'es', localeConfigs: { en: { path: 'en' }, es: { path: 'es' } } };
    expect(defaultLocaleBaseUrl('/es/', 'en', built)).toBe('/');
    expect(defaultLocaleBaseUrl('/docs/fr/', 'en', { currentLocale: 'fr' })).toBe('/docs/');
    expect(defaultLocaleBaseUrl('/base/pt-BR/', 'en', { currentLocale: 'pt-BR', localeConfigs: { 'pt-BR': { path: 'pt-BR' } } })).toBe('/base/');
    expect(defaultLocaleBaseUrl('/base/', 'en', { currentLocale: 'en' })).toBe('/base/');
    expect(defaultLocaleBaseUrl('/base/', 'en', undefined)).toBe('/base/');
  });
});

describe('compat: classes', () => {
  it('names build failures by their message', () => {
    expect(classifyBuildError("docusaurus.config.js: themeConfig.navbar.items.0.type 'custom' is not supported")).toBe('config refused');
    expect(classifyBuildError("the plugin 'docusaurus-plugin-openapi' is not supported")).toBe('plugin unsupported');
    expect(classifyBuildError('src/css/custom.css: postcss failed')).toBe('CSS');
    expect(classifyBuildError('docs/a.mdx:3:4: Unexpected character')).toBe('MDX');
    expect(classifyBuildError('Segmentation fault')).toBe('build error');
  });

  it('puts the pages and links of other locales in a class of their own', () => {
    const localized: Fixture = {
      ...fixture(structuredClone(reference)),
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    };
    localized.routes['/base/fr/docs/intro'] = { h1: 'Intro', links: ['/base/fr/docs/guide'] };
    localized.routes['/base/docs/intro']!.links.push('/base/fr/docs/intro');
    localized.navbar.push('/base/fr/');
    const comparison = compareSite(localized, structuredClone(reference));
    expect(comparison.differences).toEqual([
      { class: 'locale route', detail: 'missing route /base/fr/docs/intro' },
      { class: 'locale route', detail: '/base/docs/intro: missing /base/fr/docs/intro' },
      { class: 'locale route', detail: 'navbar: missing /base/fr/' },
    ]);
    // Without the site's locales, the same paths are plain missing routes and links.
    const { i18n: _, ...plain } = localized;
    expect(compareSite(plain, structuredClone(reference)).differences.map((difference) => difference.class)).toEqual(['missing route', 'link differs', 'link differs']);
  });

  it('names missing routes', () => {
    expect(classifyMissingRoute('/docs/intro', new Set(['/docs/01-intro']))).toBe('number prefix');
    expect(classifyMissingRoute('/docs/category/x', new Set())).toBe('generated index');
    expect(classifyMissingRoute('/blog/tags/react', new Set())).toBe('blog route');
    expect(classifyMissingRoute('/blog/page/2', new Set())).toBe('blog route');
    expect(classifyMissingRoute('/docs/gone', new Set(['/docs/other']))).toBe('missing route');
  });

  it('takes the baseUrl off a path', () => {
    expect(withoutBase('/base/docs/x', '/base/')).toBe('/docs/x');
    expect(withoutBase('/base/', '/base/')).toBe('/');
    expect(withoutBase('/based/x', '/base/')).toBe('/based/x');
    expect(withoutBase('/docs/x', '/')).toBe('/docs/x');
  });

  it('keeps the line of a build log that says what failed', () => {
    expect(firstErrorLine('[info] starting\n  Error: boom\n at x')).toBe('Error: boom');
  });
});

const printed = [
  'docusaurus.config.js',
  "  docusaurus.config.js: plugins.0  warning the plugin 'x' is not supported; the build goes on without it [docusaurus-config]",
  "  docusaurus.config.js: plugins.1  warning the plugin 'y' is not supported; the build goes on without it [docusaurus-config]",
  'docs/a.mdx',
  '  docs/a.mdx:3:5  \u001b[31merror\u001b[0m Unexpected character `!` [mdx]',
  '      hint: escape it',
  '  docs/b.md:1:1  error Could not resolve "@site/src/components/X" [mdx-import]',
  '  docs/c.md:9:2  error Link to /docs/missing goes to no page [broken-link]',
  '  docs/d.md  error Rendering failed: require is not defined [render]',
  // The MDX parser's own rule names its package and the rule within it.
  '  docs/e.md:39:43  error Could not parse expression with acorn [micromark-extension-mdx-expression:acorn]',
  'Build failed: 3 routes, 3 pages, 3 errors, 2 warnings in 1.00 s',
].join('\n');

describe('compat: docs-build output', () => {
  it('reads the problems it printed, and counts warnings per rule', () => {
    const diagnostics = parseDiagnostics(printed);
    expect(diagnostics.map((d) => `${d.severity} ${d.rule} ${d.place}`)).toEqual([
      'warning docusaurus-config docusaurus.config.js: plugins.0',
      'warning docusaurus-config docusaurus.config.js: plugins.1',
      'error mdx docs/a.mdx:3:5',
      'error mdx-import docs/b.md:1:1',
      'error broken-link docs/c.md:9:2',
      'error render docs/d.md',
      'error micromark-extension-mdx-expression:acorn docs/e.md:39:43',
    ]);
    expect(warningsByRule(diagnostics)).toEqual({
      'docusaurus-config': { count: 2, example: "docusaurus.config.js: plugins.0: the plugin 'x' is not supported; the build goes on without it" },
    });
  });

  it('turns each error of a failed build into a classified difference', () => {
    expect(buildFailures(printed)).toEqual([
      { class: 'MDX', detail: 'docs/a.mdx:3:5: Unexpected character `!` [mdx]' },
      { class: 'module not found', detail: 'docs/b.md:1:1: Could not resolve "@site/src/components/X" [mdx-import]' },
      { class: 'broken link', detail: 'docs/c.md:9:2: Link to /docs/missing goes to no page [broken-link]' },
      { class: 'render error', detail: 'docs/d.md: Rendering failed: require is not defined [render]' },
      { class: 'MDX', detail: 'docs/e.md:39:43: Could not parse expression with acorn [micromark-extension-mdx-expression:acorn]' },
    ]);
  });
});

describe('compat: stored failures', () => {
  it('are classified again with the current classes', () => {
    expect(
      reclassifyFailures([
        { class: 'build error', detail: "error: src/pages/index.js:5:23  Cannot import '@theme/CodeBlock': docs-build does not provide this Docusaurus module." },
        { class: 'build error', detail: 'docs/d.md: Rendering failed: require is not defined [render]' },
        { class: 'theme module unsupported', detail: 'docs/e.md:39:43: Could not parse expression with acorn [micromark-extension-mdx-expression:acorn]' },
      ]).map((failure) => failure.class),
    ).toEqual(['theme module unsupported', 'render error', 'MDX']);
  });
});

describe('compat: content parity', () => {
  const parity = { routes: [5, 5], extraRoutes: 0, h1: [5, 5], links: [5, 5], navbar: [1, 1], footer: [1, 1], sidebar: [2, 2], toc: [5, 5], linkColour: [1, 1] } as Parity;
  const site = (changes: Partial<Parity>, built = true) => ({ built, parity: { ...parity, ...changes }, differences: [{ class: 'link colour differs' as const, detail: 'x' }] });
  it('holds with every route, h1 and link the same, whatever the navbar, table of contents or link colour', () => {
    expect(contentParity(site({ navbar: [0, 1], toc: [4, 5], linkColour: [0, 1] }))).toBe(true);
  });
  it('fails on a missing route, a different h1 or link set, an extra route, or a failed build', () => {
    for (const changes of [{ routes: [4, 5] }, { h1: [4, 5] }, { links: [3, 5] }, { extraRoutes: 1 }] as Array<Partial<Parity>>) expect(contentParity(site(changes)), JSON.stringify(changes)).toBe(false);
    expect(contentParity(site({}, false))).toBe(false);
  });
});

describe('compat: errors a page reports in Chromium', () => {
  it('are a difference when Docusaurus\'s page reported none, or was not loaded, and not when it reported its own', () => {
    const differences = clientErrorDifferences([
      { route: '/', docsBuild: ["Cannot read properties of undefined (reading 'split')", 'second'], docusaurus: [] },
      { route: '/docs/a', docsBuild: ['the site fails on both'], docusaurus: ['the site fails on both'] },
      { route: '/docs/b', docsBuild: ['only here'] },
      { route: '/docs/c', docsBuild: [], docusaurus: [] },
    ]);
    expect(differences).toEqual([
      { class: 'client error', detail: "/: Cannot read properties of undefined (reading 'split') (and 1 more)" },
      { class: 'client error', detail: "/docs/b: only here (Docusaurus's page not loaded)" },
    ]);
  });
});

describe('compat: the report', () => {
  it('gives the share of sites with full parity, a row per site, rejected draws and class counts', () => {
    const list = {
      seed: 1,
      sites: [
        { repo: 'o/site', commit: 'c'.repeat(40), dir: 'website', kind: 'random' as const, draw: 3 },
        { repo: 'o/other', commit: 'd'.repeat(40), dir: '', kind: 'chosen' as const },
        { repo: 'o/later', commit: 'e'.repeat(40), dir: '', kind: 'random' as const, draw: 5 },
      ],
      rejected: [{ repo: 'o/old', draw: 0, reason: '@docusaurus/core 2.4.3 (not 3.x)' }],
    };
    const good = fixture(reference);
    const other = { ...fixture(reference), repo: 'o/other' };
    const outcomes = new Map([
      ['o/site', { repo: 'o/site', ms: 3_000, comparison: compareSite(good, structuredClone(reference)), warnings: { 'docusaurus-config': { count: 2, example: 'x' } } }],
      ['o/other', { repo: 'o/other', ms: 2_000, comparison: compareSite(other, undefined, 'Error: Cannot find module x') }],
    ]);
    const bare = new Map([
      ['o/later', { repo: 'o/later', ms: 4_000, built: false, failures: [{ class: 'render error' as const, detail: 'docs/a.md: Rendering failed [render]' }], warnings: {} }],
    ]);
    const report = compatReport(list, new Map([['o/site', good], ['o/other', other], ['o/later', undefined]]), outcomes, '# Title', bare);
    expect(report).toContain('**1 of 2** (50 %) built with full parity');
    expect(report).toContain("Of the 1 drawn sites compared, **1** (100 %) built unchanged with every route, `<h1>` and page's internal links as Docusaurus's and no route of its own, and **1** (100 %) with full parity.");
    expect(report).toContain('| o/site | 12.0 s | 3.0 s | 5/5 | 0 | 5/5 | 5/5 | 1/1 | 1/1 | 2/2 | – | – | – | none |');
    expect(report).toContain('| o/other | 12.0 s | failed | 0/5 | 0 | – | – | – | – | – | – | – | – | module not found |');
    expect(report).toContain('Doc page JavaScript: not measured.');
    // A site with differences says what is next, from its `next` in the list, or that nobody wrote it yet.
    expect(report).toContain('Next step: not written yet (add `next` to the site in bench/compat/sites.json).');
    expect(compatReport({ ...list, sites: list.sites.map((site) => (site.repo === 'o/other' ? { ...site, next: 'Provide module x.' } : site)) }, new Map([['o/site', good], ['o/other', other]]), outcomes, '# Title')).toContain('Next step: Provide module x.');
    expect(report).toContain('| o/later | no fixture | failed | | | | | | | | | | | render error |');
    expect(report).toContain('No fixture yet: not compared. docs-build alone **failed** after 4.0 s.');
    expect(report).toContain('On the 1 listed sites without a fixture yet, docs-build alone failed on 1');
    expect(report).toContain('| render error | 1 | 1 | o/later: docs/a.md: Rendering failed [render] |');
    expect(report).toContain('| 0 | o/old | @docusaurus/core 2.4.3 (not 3.x) |');
    expect(report).toContain('| module not found | 1 | 1 | o/other: Error: Cannot find module x |');
    expect(report).toContain('| docusaurus-config | 2 | 1 | o/site: x |');
  });
});

describe('compat: the report on how sites look', () => {
  it('gives both colours of the content link and links the screenshot pairs', () => {
    const list = { seed: 1, sites: [{ repo: 'o/site', commit: 'c'.repeat(40), dir: '', kind: 'random' as const, draw: 1 }] };
    const link = { route: '/base/docs/intro', text: 'guide', href: 'guide', colour: 'rgb(46, 133, 85)' };
    const looked: Fixture = { ...fixture(structuredClone(reference)), look: { home: '/base/', doc: '/base/docs/intro', link }, docusaurus: { version: '3.9.0', ms: 60_000, installMs: 1, installCommand: 'npm install', rebuildMs: 90_000 } };
    const actualLink = { ...link, colour: 'rgb(37, 99, 235)' };
    const outcome = {
      repo: 'o/site',
      ms: 3_000,
      comparison: compareSite(looked, structuredClone(reference), undefined, actualLink),
      link: actualLink,
      screenshots: { home: 'compat/screenshots/o__site-home.jpg', doc: 'compat/screenshots/o__site-doc.jpg' },
      docPageJs: { route: '/base/docs/intro', docsBuild: 84_480, docusaurus: 253_440 },
    };
    const report = compatReport(list, new Map([['o/site', looked]]), new Map([['o/site', outcome]]), '# Title');
    // The doc page's JavaScript: the column, the site's line, and the overall figure against the 100 KB budget.
    expect(report).toContain('| – | 0/1 | 82.5 KB / 247.5 KB | link colour differs |');
    expect(report).toContain('JavaScript of `/base/docs/intro` before any interaction (gzip): docs-build 82.5 KB, Docusaurus 247.5 KB.');
    expect(report).toContain("**1 of 1** sites within 100.0 KB; the largest is o/site's, 82.5 KB; on the 1 sites measured on both sides, Docusaurus's page loads 3.0× docs-build's (median).");
    const heavy = { ...outcome, docPageJs: { route: '/base/docs/intro', docsBuild: 120_000 } };
    expect(compatReport(list, new Map([['o/site', looked]]), new Map([['o/site', heavy]]), '# Title')).toContain("**0 of 1** sites within 100.0 KB; the largest is o/site's, 117.2 KB.");
    expect(report).toContain('Docusaurus 3.9.0: 5 routes in 60.0 s (rebuilt later in 90.0 s)');
    expect(report).toContain('Content link colour on `/base/docs/intro`: Docusaurus `rgb(46, 133, 85)`, docs-build `rgb(37, 99, 235)`.');
    expect(report).toContain(
      'Screenshots, Docusaurus left, docs-build right (1280 px, light mode): [home page](compat/screenshots/o__site-home.jpg), [doc page `/base/docs/intro`](compat/screenshots/o__site-doc.jpg).',
    );
  });
});
