import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../../../src/node/config/schema.ts';
import { generatedIndexSources } from '../../../src/node/content/generated-index.ts';
import { resolveSidebars, type DocEntry } from '../../../src/node/content/sidebar.ts';
import { createCompiler } from '../../helpers/markdown.ts';

const doc = (id: string, label: string): DocEntry => ({ id, route: `/docs/${id}`, label, docPath: id });
const docs = new Map([doc('intro', 'Intro'), doc('guides/one', 'One'), doc('guides/two', 'Two <2>')].map((d) => [d.id, d]));
const config: DocsConfig = {
  path: 'content/docs',
  routeBasePath: 'docs',
  breadcrumbs: true,
  versions: {},
  includeCurrentVersion: true,
  disableVersioning: false,
  versionLabel: 'Next',
  sidebars: {
    main: [
      'intro',
      {
        type: 'category',
        label: 'Guides & Recipes',
        link: { type: 'generated-index', description: 'Everything about guides.' },
        items: ['guides/one', { type: 'category', label: 'More', link: { type: 'generated-index', slug: '/more', title: 'More guides' }, items: ['guides/two'] }],
      },
    ],
  },
};

describe('generated-index categories', () => {
  const { sidebars, problems } = resolveSidebars(config, docs, new Map(), 'docs-build.config.ts');

  it("link the category to /<docs>/category/<label made a slug the GitHub way, as Docusaurus does> (or its slug), in the sidebar's order, breadcrumbs and previous/next", () => {
    expect(problems).toEqual([]);
    const order = sidebars.order.get('main')!.map((d) => `${d.label} ${d.href}`);
    expect(order).toEqual(['Intro /docs/intro', 'Guides & Recipes /docs/category/guides--recipes', 'One /docs/guides/one', 'More /docs/more', 'Two <2> /docs/guides/two']);
    expect(sidebars.sidebarOfDoc.get('__generated-index__/docs/more')).toBe('main');
    expect(sidebars.indexes.get('main')!.crumbs.get('/docs/more')).toEqual([{ label: 'Guides & Recipes', href: '/docs/category/guides--recipes' }, { label: 'More' }]);
  });

  it('become doc pages: title, description and a card per item, compiled like any doc', async () => {
    const sources = generatedIndexSources(sidebars, '/site/content/docs', 'content/docs', new Map([['guides/one', 'The first guide.']]));
    expect(sources.map((s) => [s.route, s.id, s.frontmatter.title])).toEqual([
      ['/docs/category/guides--recipes', '__generated-index__/docs/category/guides--recipes', 'Guides & Recipes'],
      ['/docs/more', '__generated-index__/docs/more', 'More guides'],
    ]);
    expect(sources.every((s) => s.generatedIndex === true)).toBe(true);
    const compiler = await createCompiler();
    const { html, messages } = await compiler.compile(sources[0]!.source, { format: 'md', frontmatter: sources[0]!.frontmatter });
    expect(messages).toEqual([]);
    expect(html).toBe(
      [
        '<h1>Guides &amp; Recipes</h1>',
        '<p>Everything about guides.</p>',
        '<nav class="card-list">',
        '<a class="card" href="/docs/guides/one"><span class="card__title">One</span><span class="card__description">The first guide.</span></a>',
        '<a class="card" href="/docs/more"><span class="card__title">More</span><span class="card__description">1 item</span></a>',
        '</nav>',
      ].join('\n'),
    );
  });
});

describe('generated-index slugs', () => {
  it('are numbered when two categories share a label, one slugger per version across its sidebars, in their order', () => {
    const twice: DocsConfig = {
      ...config,
      sidebars: {
        a: [{ type: 'category', label: 'Models & Tables', link: { type: 'generated-index' }, items: ['intro'] }],
        b: [{ type: 'category', label: 'Models & Tables', link: { type: 'generated-index' }, items: ['guides/one'] }],
      },
    };
    const { sidebars } = resolveSidebars(twice, docs, new Map(), 'docs-build.config.ts');
    expect([...sidebars.trees.values()].map((tree) => tree[0]!.type === 'category' && tree[0]!.href)).toEqual(['/docs/category/models--tables', '/docs/category/models--tables-1']);
  });
});
