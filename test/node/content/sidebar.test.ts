import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../../../src/node/config/schema.ts';
import {
  autogenerate,
  breadcrumbsFor,
  closest,
  countLinks,
  indexSidebar,
  resolveSidebars,
  sidebarForPage,
  type CategoryMeta,
  type DocEntry,
  type SidebarNode,
} from '../../../src/node/content/sidebar.ts';

const labelOf = (node: SidebarNode) => (node.type === 'html' ? '' : node.label);

function doc(id: string, label: string, position?: number): DocEntry {
  return { id, route: `/docs/${id}`, label, docPath: id, position };
}

function docsMap(...entries: DocEntry[]): Map<string, DocEntry> {
  return new Map(entries.map((e) => [e.id, e]));
}

function docsConfig(sidebars: DocsConfig['sidebars']): DocsConfig {
  return { path: 'content/docs', routeBasePath: 'docs', sidebars, breadcrumbs: true, versionLabel: 'Next', versions: {}, includeCurrentVersion: true, disableVersioning: false };
}

const siteDocs = docsMap(
  doc('installation', 'Installation'),
  doc('addons/tdm/basic-config', 'Basic Configuration'),
  doc('addons/tdm/resources', 'Helpful Resources'),
  doc('addons/rsyslog/basic-config', 'Rsyslog Basic Configuration'),
);

describe('resolveSidebars', () => {
  it('turns doc ids, doc items, links and categories into nodes with routes', () => {
    const { sidebars, problems } = resolveSidebars(
      docsConfig({
        main: [
          'installation',
          {
            type: 'category',
            label: 'Tasmota Device Manager',
            collapsible: false,
            link: { type: 'doc', id: 'addons/tdm/basic-config' },
            items: [{ type: 'doc', id: 'addons/tdm/resources', label: 'Links' }],
          },
          { type: 'link', label: 'Website', href: 'https://example.org' },
        ],
      }),
      siteDocs,
      new Map(),
      'docs-build.config.ts',
    );
    expect(problems).toEqual([]);
    expect(sidebars.trees.get('main')).toEqual([
      { type: 'doc', id: 'installation', label: 'Installation', href: '/docs/installation' },
      {
        type: 'category',
        label: 'Tasmota Device Manager',
        href: '/docs/addons/tdm/basic-config',
        linkDocId: 'addons/tdm/basic-config',
        collapsible: false,
        collapsed: false,
        items: [{ type: 'doc', id: 'addons/tdm/resources', label: 'Links', href: '/docs/addons/tdm/resources' }],
      },
      { type: 'link', label: 'Website', href: 'https://example.org' },
    ]);
    expect(sidebars.sidebarOfDoc.get('addons/tdm/resources')).toBe('main');
    // A category's own doc is in the sidebar, its breadcrumbs and previous/next, as in Docusaurus: before its items.
    expect(sidebars.sidebarOfDoc.get('addons/tdm/basic-config')).toBe('main');
    expect(sidebars.order.get('main')!.map((d) => d.id)).toEqual(['installation', 'addons/tdm/basic-config', 'addons/tdm/resources']);
    const index = sidebars.indexes.get('main')!;
    expect(breadcrumbsFor(index, '/docs/addons/tdm/basic-config')).toEqual([{ label: 'Tasmota Device Manager' }]);
    expect(breadcrumbsFor(index, '/docs/addons/tdm/resources')).toEqual([{ label: 'Tasmota Device Manager', href: '/docs/addons/tdm/basic-config' }, { label: 'Links' }]);
  });

  it('closes categories by default, as Docusaurus does, unless they are not collapsible', () => {
    const { sidebars } = resolveSidebars(
      docsConfig({
        main: [
          { type: 'category', label: 'Default', items: ['installation'] },
          { type: 'category', label: 'Open', collapsed: false, items: ['addons/tdm/resources'] },
          { type: 'category', label: 'Fixed', collapsible: false, collapsed: true, items: ['addons/tdm/basic-config'] },
        ],
      }),
      siteDocs,
      new Map(),
      'docs-build.config.ts',
    );
    expect(sidebars.trees.get('main')!.map((n) => n.type === 'category' && [n.label, n.collapsible, n.collapsed])).toEqual([
      ['Default', true, true],
      ['Open', true, false],
      ['Fixed', false, false],
    ]);
  });

  it('takes the defaults of categories from sidebarCollapsed and sidebarCollapsible, in written and generated sidebars', () => {
    const categories = (options: Partial<DocsConfig>, sidebars: DocsConfig['sidebars']) =>
      resolveSidebars({ ...docsConfig(sidebars), ...options }, siteDocs, new Map(), 'docs-build.config.ts')
        .sidebars.trees.get(Object.keys(sidebars)[0] ?? 'docs')!
        .flatMap((n) => (n.type === 'category' ? [[n.label, n.collapsible, n.collapsed]] : []));
    const written = { main: [{ type: 'category' as const, label: 'Default', items: ['installation'] }, { type: 'category' as const, label: 'Closed', collapsed: true, items: ['addons/tdm/resources'] }] };
    expect(categories({ sidebarCollapsed: false }, written)).toEqual([
      ['Default', true, false],
      ['Closed', true, true],
    ]);
    expect(categories({ sidebarCollapsible: false }, written)).toEqual([
      ['Default', false, false],
      ['Closed', false, false],
    ]);
    expect(categories({ sidebarCollapsed: false }, {})).toEqual([['addons', true, false]]);
  });

  it("makes a folder's index doc (index, README, named after the folder) its category's link in a generated sidebar", () => {
    const docs = docsMap(
      doc('guide/README', 'Guide home'),
      doc('guide/setup', 'Setup'),
      { ...doc('api/api', 'API'), route: '/docs/api' },
      doc('api/calls', 'Calls'),
    );
    const tree = autogenerate('', docs, new Map());
    expect(tree).toEqual([
      { type: 'category', label: 'API', href: '/docs/api', linkDocId: 'api/api', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'api/calls', label: 'Calls', href: '/docs/api/calls' }] },
      { type: 'category', label: 'Guide home', href: '/docs/guide/README', linkDocId: 'guide/README', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'guide/setup', label: 'Setup', href: '/docs/guide/setup' }] },
    ]);
  });

  it('reports an unknown doc id with its config key path and a suggestion', () => {
    const { sidebars, problems } = resolveSidebars(
      docsConfig({
        Installation: ['installation', { type: 'category', label: 'TDM', items: ['addons/tdm/basic-config', 'addons/tdm/resorces'] }],
      }),
      siteDocs,
      new Map(),
      'docs-build.config.ts',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'docs-build.config.ts',
      keyPath: 'docs.sidebars.Installation.1.items.1',
      message: "unknown doc id 'addons/tdm/resorces' in the sidebar.",
      ruleId: 'sidebar-doc-id',
      severity: 'error',
    });
    expect(problems[0]!.hint).toMatch(/^Did you mean 'addons\/tdm\/resources'\?/);
    // The rest of the sidebar still resolves.
    expect(countLinks(sidebars.trees.get('Installation')!)).toBe(2);
  });

  it('reports an unknown category link id at `.link.id`', () => {
    const { problems } = resolveSidebars(
      docsConfig({ s: [{ type: 'category', label: 'X', link: { type: 'doc', id: 'nope' }, items: [] }] }),
      siteDocs,
      new Map(),
      'cfg.ts',
    );
    expect(problems.map((p) => `${p.keyPath}: ${p.message}`)).toEqual(["docs.sidebars.s.0.link.id: unknown doc id 'nope' in the sidebar."]);
    expect(problems[0]!.hint).not.toMatch(/Did you mean/);
  });

  it('orders docs for previous/next in sidebar order, across categories', () => {
    const { sidebars } = resolveSidebars(
      docsConfig({
        main: [
          'installation',
          { type: 'category', label: 'Rsyslog', items: ['addons/rsyslog/basic-config'] },
          { type: 'category', label: 'TDM', items: ['addons/tdm/resources', 'addons/tdm/basic-config'] },
        ],
      }),
      siteDocs,
      new Map(),
      'cfg.ts',
    );
    expect(sidebars.order.get('main')!.map((d) => d.id)).toEqual([
      'installation',
      'addons/rsyslog/basic-config',
      'addons/tdm/resources',
      'addons/tdm/basic-config',
    ]);
  });

  it('generates one sidebar from the folder tree when none is configured', () => {
    const { sidebars } = resolveSidebars(docsConfig({}), siteDocs, new Map(), 'cfg.ts');
    expect([...sidebars.trees.keys()]).toEqual(['docs']);
    expect(countLinks(sidebars.trees.get('docs')!)).toBe(4);
  });
});

describe('autogenerate', () => {
  const docs = docsMap(
    doc('guide/zeta', 'Zeta'),
    doc('guide/alpha', 'Alpha'),
    doc('guide/second', 'Second', 2),
    doc('guide/first', 'First', 1),
    doc('guide/item10', 'Item 10'),
    doc('guide/item9', 'Item 9'),
    doc('guide/basics/one', 'One'),
    doc('guide/advanced-topics/deep', 'Deep'),
    doc('other/outside', 'Outside'),
  );
  const meta = new Map<string, CategoryMeta>([['guide/basics', { label: 'The Basics', position: 1.5 }]]);

  it('orders by sidebar_position, then by file or folder name compared as Docusaurus does (by code unit), with _category_ meta', () => {
    const tree = autogenerate('guide', docs, meta);
    expect(tree.map((n) => labelOf(n))).toEqual(['First', 'The Basics', 'Second', 'advanced-topics', 'Alpha', 'Item 10', 'Item 9', 'Zeta']);
  });

  it('makes sub-folders collapsed categories labelled from meta, else their linked doc, else the folder name as it is', () => {
    const tree = autogenerate('guide', docs, meta);
    const basics = tree.find((n) => labelOf(n) === 'The Basics');
    expect(basics).toEqual({ type: 'category', label: 'The Basics', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'guide/basics/one', label: 'One', href: '/docs/guide/basics/one' }] });
    expect(tree.find((n) => labelOf(n) === 'advanced-topics')?.type).toBe('category');
  });

  it("reads number prefixes as Docusaurus does: a folder's prefix is its position and leaves its label, a file's position comes from the scan", () => {
    const prefixed = docsMap(
      { ...doc('guides/setup', 'Setup', 1), docPath: '02-guides/01-setup', fileName: '01-setup.md' },
      { ...doc('guides/run', 'Run', 2), docPath: '02-guides/02-run', fileName: '02-run.md' },
      { ...doc('intro', 'Intro', 1), docPath: '01-intro', fileName: '01-intro.md' },
      { ...doc('zz', 'Last'), docPath: 'zz', fileName: 'zz.md' },
      { ...doc('v/notes', 'Notes'), docPath: '2021-11-notes/notes', fileName: 'notes.md' },
    );
    const tree = autogenerate('', prefixed, new Map());
    expect(tree.map((n) => [n.type, labelOf(n)])).toEqual([
      ['doc', 'Intro'],
      ['category', 'guides'],
      ['category', '2021-11-notes'],
      ['doc', 'Last'],
    ]);
    const guides = tree[1]!;
    expect(guides.type === 'category' && guides.items.map((n) => labelOf(n))).toEqual(['Setup', 'Run']);
    // With `numberPrefixParser: false`, names stay as they are.
    const { sidebars } = resolveSidebars({ ...docsConfig({}), numberPrefixParser: false }, prefixed, new Map(), 'cfg.ts');
    expect(sidebars.trees.get('docs')!.map((n) => labelOf(n))).toEqual(['Intro', '02-guides', '2021-11-notes', 'Last']);
  });

  it('only takes docs inside the folder, and accepts ./ and trailing slashes in dirName', () => {
    const { sidebars } = resolveSidebars(docsConfig({ s: [{ type: 'autogenerated', dirName: './guide/' }] }), docs, meta, 'cfg.ts');
    const labels: string[] = [];
    const walk = (nodes: SidebarNode[]) => {
      for (const n of nodes) {
        labels.push(labelOf(n));
        if (n.type === 'category') walk(n.items);
      }
    };
    walk(sidebars.trees.get('s')!);
    expect(labels).not.toContain('Outside');
    expect(labels).toContain('Deep');
  });
});

describe('sidebarForPage', () => {
  const tree: SidebarNode[] = [
    { type: 'doc', id: 'a', label: 'A', href: '/docs/a' },
    {
      type: 'category',
      label: 'Cat',
      collapsible: true,
      collapsed: true,
      items: [
        { type: 'doc', id: 'b', label: 'B', href: '/docs/b' },
        { type: 'category', label: 'Inner', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'c', label: 'C', href: '/docs/c' }] },
      ],
    },
    { type: 'category', label: 'Open', collapsible: false, collapsed: false, items: [{ type: 'doc', id: 'd', label: 'D', href: '/docs/d' }] },
  ];

  it('marks the active link and opens the categories on its path', () => {
    const items = sidebarForPage(tree, '/docs/c', indexSidebar(tree));
    expect(items[0]).toEqual({ type: 'link', label: 'A', href: '/docs/a', active: false });
    const cat = items[1]!;
    expect(cat).toMatchObject({ type: 'category', label: 'Cat', active: true, collapsed: false, href: undefined });
    const inner = cat.type === 'category' ? cat.items[1]! : undefined;
    expect(inner).toMatchObject({ label: 'Inner', active: true, collapsed: false, items: [{ label: 'C', active: true }] });
    expect(items[2]).toMatchObject({ label: 'Open', active: false, collapsed: false });
  });

  it('opens a category whose own link is the page, and every category listing the page', () => {
    const linked: SidebarNode[] = [
      { type: 'category', label: 'Guide', href: '/docs/guide', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'x', label: 'X', href: '/docs/x' }] },
      { type: 'category', label: 'Again', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'x', label: 'X again', href: '/docs/x' }] },
    ];
    const index = indexSidebar(linked, [{ id: 'x' }, { id: 'x' }]);
    expect(sidebarForPage(linked, '/docs/guide', index).map((c) => c.type === 'category' && c.active)).toEqual([true, false]);
    expect(sidebarForPage(linked, '/docs/x', index).map((c) => c.type === 'category' && c.active)).toEqual([true, true]);
    // Breadcrumbs and position follow the first place the doc is listed.
    expect(breadcrumbsFor(index, '/docs/x')).toEqual([{ label: 'Guide', href: '/docs/guide' }, { label: 'X' }]);
    expect(index.positions.get('x')).toBe(0);
    expect(index.totalLinks).toBe(2);
  });

  it('keeps collapsed categories away from the page collapsed but with their items on small sites', () => {
    const items = sidebarForPage(tree, '/docs/a', indexSidebar(tree));
    expect(items[1]).toMatchObject({ label: 'Cat', active: false, collapsed: true });
    expect(items[1]!.type === 'category' && items[1]!.items).toHaveLength(2);
  });

  it('sends far categories collapsed and empty when the sidebar has more than 150 links', () => {
    const many: SidebarNode[] = Array.from({ length: 16 }, (_, c) => ({
      type: 'category' as const,
      label: `Cat ${c}`,
      collapsible: false,
      collapsed: false,
      items: Array.from({ length: 10 }, (_, i) => ({ type: 'doc' as const, id: `c${c}/d${i}`, label: `D${i}`, href: `/docs/c${c}/d${i}` })),
    }));
    expect(countLinks(many)).toBe(160);
    const items = sidebarForPage(many, '/docs/c3/d4', indexSidebar(many));
    const categories = items.filter((i) => i.type === 'category');
    expect(categories).toHaveLength(16);
    for (const [i, cat] of categories.entries()) {
      if (i === 3) {
        expect(cat).toMatchObject({ active: true, collapsed: false });
        expect(cat.items).toHaveLength(10);
      } else {
        expect(cat).toMatchObject({ active: false, collapsed: true, items: [] });
        // Still a real link, so the collapsed category can be reached without JS.
        expect(cat.href).toBe(`/docs/c${i}/d0`);
      }
    }
    // At exactly 150 links nothing is trimmed.
    const small = many.slice(0, 15);
    expect(sidebarForPage(small, '/docs/c3/d4', indexSidebar(small)).every((c) => c.type === 'category' && c.items.length === 10)).toBe(true);
  });
});

describe('breadcrumbsFor', () => {
  const tree: SidebarNode[] = [
    { type: 'doc', id: 'a', label: 'A', href: '/docs/a' },
    {
      type: 'category',
      label: 'Remote Backup',
      href: '/docs/rb',
      collapsible: false,
      collapsed: false,
      items: [{ type: 'category', label: 'More', collapsible: true, collapsed: false, items: [{ type: 'doc', id: 's', label: 'Security', href: '/docs/rb/security' }] }],
    },
  ];

  it('lists the categories down to the page, the page last without a link', () => {
    expect(breadcrumbsFor(indexSidebar(tree), '/docs/rb/security')).toEqual([{ label: 'Remote Backup', href: '/docs/rb' }, { label: 'More', href: undefined }, { label: 'Security' }]);
    expect(breadcrumbsFor(indexSidebar(tree), '/docs/a')).toEqual([{ label: 'A' }]);
  });

  it('is empty for a page outside the sidebar', () => {
    expect(breadcrumbsFor(indexSidebar(tree), '/docs/elsewhere')).toEqual([]);
  });
});

describe('closest', () => {
  it('suggests a near match and nothing for a far one', () => {
    expect(closest('instalation', ['installation', 'addons/tdm/resources'])).toBe('installation');
    expect(closest('something-else-entirely', ['installation'])).toBeUndefined();
  });
});
