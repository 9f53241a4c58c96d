import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompiler, type Compiler } from '../../helpers/markdown.ts';

const site = fileURLToPath(new URL('../../fixtures/markdown-references', import.meta.url));
const docs = join(site, 'content/docs');

let compiler: Compiler;
beforeAll(async () => {
  compiler = await createCompiler({
    siteDir: site,
    routesByFile: new Map([
      [join(docs, 'guide/other.md'), '/docs/guide/other'],
      [join(docs, 'top.mdx'), '/docs/top'],
    ]),
  });
});

const page = [
  '# Page', // 1
  '',
  'See [other](./other.md), [its section](other.md#section), [top](../top.mdx) and [a gone one](./missing.md).', // 3
  '',
  '![Diagram](./img/diagram.png)', // 5
  '',
  '![Badge](/img/badge.png) ![Remote](https://example.org/x.png) ![Gone](./img/gone.png)', // 7
  '',
  '[route](/docs/installation#step) [site](https://example.org)', // 9
  '',
].join('\n');

describe.each(['md', 'mdx'] as const)('links and images in .%s', (format) => {
  const path = join(docs, `guide/page.${format}`);

  it('rewrites relative links to Markdown files into routes, keeping the hash', async () => {
    const { html } = await compiler.compile(page, { format, path });
    expect(html).toContain('<a href="/docs/guide/other">other</a>');
    expect(html).toContain('<a href="/docs/guide/other#section">its section</a>');
    expect(html).toContain('<a href="/docs/top">top</a>');
    // Unknown files stay as written; the link check reports them.
    expect(html).toContain('<a href="./missing.md">a gone one</a>');
  });

  it('copies local images into the build under a content hash, with their size', async () => {
    const { html, file } = await compiler.compile(page, { format, path });
    expect(html).toMatch(/<img src="\/assets\/images\/diagram-[0-9a-f]{32}\.png" alt="Diagram" width="3" height="2" loading="lazy"\/>/);
    const to = /src="\/(assets\/images\/diagram-[0-9a-f]{32}\.png)"/.exec(html!)![1];
    expect(file.data.assets).toEqual([{ from: join(docs, 'guide/img/diagram.png'), to }]);
  });

  it('sizes images from static/ but leaves their address alone', async () => {
    const { html } = await compiler.compile(page, { format, path });
    expect(html).toContain('<img src="/img/badge.png" alt="Badge" width="4" height="4" loading="lazy"/>');
    expect(html).toContain('<img src="https://example.org/x.png" alt="Remote" loading="lazy"/>');
  });

  it('collects every link and image with its position', async () => {
    const { file } = await compiler.compile(page, { format, path });
    expect(file.data.references).toEqual([
      { kind: 'link', url: '/docs/guide/other', line: 3, column: 5, ignoreAnchor: false },
      { kind: 'link', url: '/docs/guide/other#section', line: 3, column: 26, ignoreAnchor: false },
      { kind: 'link', url: '/docs/top', line: 3, column: 59, ignoreAnchor: false },
      { kind: 'markdown-link', url: './missing.md', line: 3, column: 81, tried: ['content/docs/guide/missing.md'] },
      { kind: 'image', url: './img/diagram.png', line: 5, column: 1 },
      { kind: 'image', url: '/img/badge.png', line: 7, column: 1 },
      { kind: 'image', url: 'https://example.org/x.png', line: 7, column: 26 },
      { kind: 'image', url: './img/gone.png', line: 7, column: 63, missing: true },
      { kind: 'link', url: '/docs/installation#step', line: 9, column: 1, ignoreAnchor: false },
      { kind: 'link', url: 'https://example.org', line: 9, column: 34 },
    ]);
  });
});

describe('JSX in .mdx', () => {
  const path = join(docs, 'guide/page.mdx');

  it('treats <img> like a Markdown image', async () => {
    const { html, file } = await compiler.compile('<img src="./img/diagram.png" alt="As JSX" />\n', { format: 'mdx', path });
    expect(html).toMatch(/^<img src="\/assets\/images\/diagram-[0-9a-f]{32}\.png" alt="As JSX" width="3" height="2" loading="lazy"\/>$/);
    expect(file.data.references).toEqual([{ kind: 'image', url: './img/diagram.png', line: 1, column: 1 }]);
  });

  it('rewrites href on elements and honours data-no-anchor-check', async () => {
    const { html, file } = await compiler.compile('<a href="./other.md#nowhere" data-no-anchor-check>x</a>\n', { format: 'mdx', path });
    expect(html).toContain('href="/docs/guide/other#nowhere"');
    expect(file.data.references).toEqual([{ kind: 'link', url: '/docs/guide/other#nowhere', line: 1, column: 1, ignoreAnchor: true }]);
  });

  it('writes a JSX <a> as written, as Docusaurus does (no trailing-slash rule), with the base URL when it lacks it', async () => {
    const routed = await createCompiler({ siteDir: site, routesByFile: new Map([[join(docs, 'guide/other.md'), '/docs/guide/other']]), urls: { baseUrl: '/proj/', trailingSlash: false } });
    const source = '<a href="/proj/tags/#cli">tags</a> <a href="/docs/x/">x</a> <a href="./other.md">other</a> [md](/docs/y/) <Link to="/docs/z/">z</Link>\n';
    const Link = ({ to, children }: { to: string; children?: unknown }) => createElement('a', { 'data-link': to }, children as string);
    const { html } = await routed.compile(source, { format: 'mdx', path, components: { Link } });
    expect(html).toContain('<a href="/proj/tags/#cli">tags</a>');
    expect(html).toContain('<a href="/proj/docs/x/">x</a>');
    // A link to a Markdown file is the page's address, made as Link makes it; a Markdown link is one Link makes too.
    expect(html).toContain('<a href="/proj/docs/guide/other">other</a>');
    expect(html).toContain('<a href="/proj/docs/y">md</a>');
    // A component gets its prop as written: it makes its own URL.
    expect(html).toContain('<a data-link="/docs/z/">z</a>');
  });

  it('records capitalised component names', async () => {
    const components = { Badge: () => null, Tabs: { Item: () => null } };
    const { file } = await compiler.compile('<Badge />\n\n<Tabs.Item />\n\n<div />\n', { format: 'mdx', path, components });
    expect(file.data.jsxNames).toEqual(['Badge', 'Tabs']);
  });
});

describe('a .md link that stays broken', () => {
  it('records the paths looked at, in Docusaurus order, and the link check names them in its hint', async () => {
    const { checkReferences } = await import('../../../src/node/build-checks/links.ts');
    const path = join(docs, 'guide/page.md');
    const { file } = await compiler.compile('[a](gone.md) [b](./gone.md) [c](/gone.md)\n', { path });
    const broken = file.data.references!.filter((r) => r.kind === 'markdown-link');
    expect(broken.map((r) => r.tried)).toEqual([
      ['content/docs/guide/gone.md', 'content/docs/gone.md', 'gone.md'],
      ['content/docs/guide/gone.md'],
      ['content/docs/gone.md', 'gone.md'],
    ]);
    const rules = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' } as const;
    const [first] = checkReferences([{ file: 'content/docs/guide/page.md', route: '/docs/guide/page', references: broken }], { routes: new Set(), ids: new Map(), files: new Set() }, rules);
    expect(first).toMatchObject({
      line: 1,
      column: 1,
      message: 'Link to a markdown file that does not exist: gone.md',
      hint: "Looked for content/docs/guide/gone.md, content/docs/gone.md, gone.md; none is a doc or page. Fix the path to the .md/.mdx file, or link to the page's URL.",
    });
  });
});

describe('a broken link in a component prop', () => {
  it("is a warning where a broken <a> or <Link> stops the build, as Docusaurus checks only what <Link> renders", async () => {
    const { checkReferences } = await import('../../../src/node/build-checks/links.ts');
    const path = join(docs, 'guide/page.mdx');
    const { file } = await compiler.compile('<Card href="/offline">Offline</Card>\n\n<a href="/gone">Gone</a>\n', { path, format: 'mdx', components: { Card: 'div' } });
    const rules = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' } as const;
    const problems = checkReferences([{ file: 'content/docs/guide/page.mdx', route: '/docs/guide/page', references: file.data.references! }], { routes: new Set(), ids: new Map(), files: new Set() }, rules);
    expect(problems.map((p) => [p.line, p.severity])).toEqual([
      [1, 'warning'],
      [3, 'error'],
    ]);
  });
});

describe('a relative link on an index doc', () => {
  it("starts at the folder's URL for the category's index doc, and at the doc's own URL when its slug moves it", async () => {
    const path = join(docs, 'guide/index.md');
    const atFolder = await compiler.compile('[c](./reference/conv)\n', { path, route: '/docs/guide', docPath: 'guide/index' });
    expect(atFolder.html).toContain('href="/docs/guide/reference/conv"');
    const slugged = await compiler.compile('[c](./reference/conv)\n', { path, route: '/docs/guide/overview', docPath: 'guide/index', frontmatter: { slug: 'overview' } });
    // Written as it is: the browser resolves it from /docs/guide/overview, as on Docusaurus's page.
    expect(slugged.html).toContain('href="./reference/conv"');
  });
});

