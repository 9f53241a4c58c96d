import { describe, expect, it } from 'vitest';
import type { Sidebars } from '../../../src/node/content/sidebar.ts';
import { pageVersion } from '../../../src/node/versions/page-version.ts';
import type { VersionModel } from '../../../src/node/versions/version-model.ts';

const version = (name: string, isLast: boolean, banner: VersionModel['banner']): VersionModel => ({
  name,
  label: name,
  routeBase: `/docs/${name}`,
  dir: `versioned_docs/version-${name}`,
  sidebarItems: {},
  isLast,
  banner,
  badge: true,
  noIndex: false,
  className: '',
  docs: new Map([['100%', { id: '100%', route: `/docs/${name}/100%`, docPath: '100%', label: 'Percent' }]]),
  // Each version has a category with a generated index page, except 0.9.
  sidebars: {
    trees: new Map([
      [
        'docs',
        name === '0.9'
          ? []
          : [{ type: 'category', label: 'Guides', href: `/docs/${name}/category/guides`, generatedIndex: { title: 'Guides' }, collapsible: true, collapsed: true, items: [] }],
      ],
    ]),
    sidebarOfDoc: new Map(),
    order: new Map(),
  } as unknown as Sidebars,
  mainRoute: `/docs/${name}/with space`,
});

describe('pageVersion', () => {
  it('links the same doc and each main doc in the other versions by percent-encoded hrefs', () => {
    const data = pageVersion([version('2.0', true, 'none'), version('1.0', false, 'unmaintained')], '1.0', '100%');
    expect(data?.links.map((link) => link.href)).toEqual(['/docs/2.0/100%25', '/docs/1.0/100%25']);
    expect(data?.banner?.latestHref).toBe('/docs/2.0/100%25');
    expect(data?.mainHref).toBe('/docs/1.0/with%20space');
  });

  it("links a category's generated index page to the page of the same slug in the other versions, else to their main doc", () => {
    const versions = [version('2.0', true, 'none'), version('1.0', false, 'unmaintained'), version('0.9', false, 'unmaintained')];
    const data = pageVersion(versions, '1.0', '__generated-index__/docs/1.0/category/guides');
    expect(data?.links.map((link) => link.href)).toEqual(['/docs/2.0/category/guides', '/docs/1.0/category/guides', '/docs/0.9/with%20space']);
  });
});
