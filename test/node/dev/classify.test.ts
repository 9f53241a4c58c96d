import { describe, expect, it } from 'vitest';
import { isContentOnlyEdit, kindOf, planRebuild, type WatchedPaths } from '../../../src/node/dev/classify.ts';
import type { ContentSource } from '../../../src/node/content/content-source.ts';

const watched: WatchedPaths = {
  configFile: '/site/docs-build.config.ts',
  sidebarsFile: '/site/sidebars.js',
  contentDirs: ['/site/content/docs', '/site/content/pages'],
  componentsFile: '/site/content/components/mdx.tsx',
  bundleDirs: ['/pkg/theme', '/pkg/src/client'],
  staticDir: '/site/static',
};

const doc = (over: Partial<ContentSource> = {}): ContentSource => ({
  plugin: 'docs',
  file: '/site/content/docs/a.mdx',
  displayPath: 'content/docs/a.mdx',
  route: '/docs/a',
  id: 'a',
  docPath: 'a',
  format: 'mdx',
  source: '# A\n\nText',
  frontmatter: {},
  h1: 'A',
  ...over,
});

describe('kindOf', () => {
  it('sorts paths by what they feed', () => {
    expect(kindOf('/site/docs-build.config.ts', watched)).toBe('config');
    // docs.sidebarPath's file is read with the config.
    expect(kindOf('/site/sidebars.js', watched)).toBe('config');
    expect(kindOf('/site/content/components/mdx.tsx', watched)).toBe('components');
    expect(kindOf('/site/content/docs/a/b.mdx', watched)).toBe('content');
    expect(kindOf('/site/content/pages/index.tsx', watched)).toBe('page-module');
    expect(kindOf('/site/content/docs/img/shot.png', watched)).toBe('content-asset');
    expect(kindOf('/pkg/theme/Navbar.tsx', watched)).toBe('bundle');
    expect(kindOf('/site/static/img/logo.png', watched)).toBe('static');
    expect(kindOf('/site/static-other/x', watched)).toBe('ignored');
    expect(kindOf('/site/README.md', watched)).toBe('ignored');
  });
});

describe('planRebuild', () => {
  it("runs a full pass when the locale's code.json changes: every page shows the theme's words", () => {
    const translated = { ...watched, translationFiles: ['/site/i18n/ko/code.json'] };
    expect(kindOf('/site/i18n/ko/code.json', translated)).toBe('translations');
    expect(kindOf('/site/i18n/fr/code.json', translated)).toBe('ignored');
    expect(planRebuild([{ event: 'change', path: '/site/i18n/ko/code.json' }], translated)).toEqual({ config: false, bundle: false, structure: true, modules: false, edits: [], reload: false });
  });

  it('re-renders only edited docs when nothing else changed', () => {
    const plan = planRebuild(
      [
        { event: 'change', path: '/site/content/docs/a.mdx' },
        { event: 'change', path: '/site/content/docs/a.mdx' },
        { event: 'change', path: '/site/content/pages/about.md' },
      ],
      watched,
    );
    expect(plan).toEqual({ config: false, bundle: false, structure: false, modules: false, edits: ['/site/content/docs/a.mdx', '/site/content/pages/about.md'], reload: false });
  });

  it('rebuilds the structure when a doc is added or removed, and drops the edits it covers', () => {
    for (const event of ['add', 'unlink'] as const) {
      const plan = planRebuild([{ event: 'change', path: '/site/content/docs/a.mdx' }, { event, path: '/site/content/docs/b.mdx' }], watched);
      expect(plan.structure).toBe(true);
      expect(plan.edits).toEqual([]);
    }
  });

  it('treats category files and partials as structure', () => {
    expect(planRebuild([{ event: 'change', path: '/site/content/docs/guides/_category_.json' }], watched).structure).toBe(true);
    expect(planRebuild([{ event: 'change', path: '/site/content/docs/_snippet.mdx' }], watched).structure).toBe(true);
  });

  it('reloads the config for a config edit, and rebundles for theme edits', () => {
    const config = planRebuild([{ event: 'change', path: watched.configFile }], watched);
    expect(config).toMatchObject({ config: true, structure: true, bundle: true, modules: true });
    const theme = planRebuild([{ event: 'change', path: '/pkg/theme/App.tsx' }], watched);
    expect(theme).toMatchObject({ config: false, structure: false, bundle: true, edits: [] });
  });

  it('only reloads for static files', () => {
    expect(planRebuild([{ event: 'add', path: '/site/static/js/custom.js' }], watched)).toMatchObject({ reload: true, structure: false, bundle: false });
  });
});

describe('isContentOnlyEdit', () => {
  it('accepts body and description edits', () => {
    expect(isContentOnlyEdit(doc(), doc({ source: '# A\n\nOther text' }))).toBe(true);
    expect(isContentOnlyEdit(doc(), doc({ frontmatter: { description: 'New' } }))).toBe(true);
  });

  it('rejects edits that other pages see: heading, sidebar fields, route, title', () => {
    expect(isContentOnlyEdit(doc(), doc({ h1: 'B' }))).toBe(false);
    expect(isContentOnlyEdit(doc(), doc({ frontmatter: { sidebar_label: 'Label' } }))).toBe(false);
    expect(isContentOnlyEdit(doc(), doc({ frontmatter: { sidebar_position: 3 } }))).toBe(false);
    expect(isContentOnlyEdit(doc(), doc({ route: '/docs/b' }))).toBe(false);
    expect(isContentOnlyEdit(doc(), doc({ frontmatter: { title: 'T' } }))).toBe(false);
    expect(isContentOnlyEdit(doc(), doc({ frontmatter: { pagination_label: 'P' } }))).toBe(false);
  });
});
