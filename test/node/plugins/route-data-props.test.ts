// Docusaurus 3.0's docs plugin hands a version's metadata to its route through `modules` (a createData file, by
// its own `~docs/…` alias), where later versions give `props`: both must reach docs-build as the route's props.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDataProps } from '../../../src/node/plugins/route-data-props.ts';

const generated = '/site/.docusaurus';
const dataDir = join(generated, 'docusaurus-plugin-content-docs', 'default');
const version = { version: 'current', docsSidebars: { docs: [] } };
const tags = [{ label: 'alpha', permalink: '/docs/tags/alpha', count: 1 }];
const data = new Map<string, unknown>([
  [join(dataDir, 'version-current-metadata-prop-751.json'), version],
  [join(dataDir, 'tags-list-current-prop-15a.json'), tags],
]);

describe('withDataProps', () => {
  it('gives nested routes the data their modules name, by the plugin alias or @generated/', () => {
    const route = withDataProps(
      {
        path: '/docs/',
        component: '@theme/DocsRoot',
        routes: [
          {
            path: '/docs/',
            component: '@theme/DocVersionRoot',
            modules: { version: '~docs/default/version-current-metadata-prop-751.json' },
            routes: [{ path: '/docs/tags', component: '@theme/DocTagsListPage', modules: { tags: '@generated/docusaurus-plugin-content-docs/default/tags-list-current-prop-15a.json' } }],
          },
        ],
      },
      data,
      generated,
      'docusaurus-plugin-content-docs',
    );
    expect(route.props).toBeUndefined();
    expect(route.routes?.[0]?.props).toEqual({ version });
    expect(route.routes?.[0]?.routes?.[0]?.props).toEqual({ tags });
  });

  it('keeps props given as such, and modules that are no createData file (a doc’s MDX) out of the props', () => {
    const route = withDataProps(
      { path: '/docs/intro', component: '@theme/DocItem', props: { version: 'given' }, modules: { version: '~docs/default/version-current-metadata-prop-751.json', content: '@site/docs/intro.md' } },
      data,
      generated,
      'docusaurus-plugin-content-docs',
    );
    expect(route.props).toEqual({ version: 'given' });
  });
});
