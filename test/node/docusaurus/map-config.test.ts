import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/node/docusaurus/map-config.ts';
import { validateConfig } from '../../../src/node/config/load.ts';

const base = { title: 'Site', url: 'https://example.org', baseUrl: '/' };
const warningsOf = (raw: unknown) => mapDocusaurusConfig(raw).warnings.map((w) => `${w.keyPath}: ${w.message}`);

describe('mapDocusaurusConfig', () => {
  it('gives a valid docs-build config with Docusaurus defaults: docs/ at /docs, pages in src/pages, static/', () => {
    const config = validateConfig(mapDocusaurusConfig({ ...base, presets: [['@docusaurus/preset-classic', {}]] }).config, 'docusaurus.config.js');
    expect(config.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs' });
    expect(config.pages.path).toBe('src/pages');
    expect(config.staticDir).toBe('static');
    // Docusaurus 3 reads .md files as MDX unless the site chooses otherwise.
    expect(config.markdown.format).toBe('mdx');
  });

  it('keeps the site fields and maps log severities to warn', () => {
    const { config } = mapDocusaurusConfig({
      ...base,
      tagline: 'T',
      favicon: 'img/f.ico',
      trailingSlash: false,
      onBrokenLinks: 'log',
      onBrokenAnchors: 'throw',
      customFields: { a: 1 },
      markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'log' } },
    });
    expect(config).toMatchObject({
      trailingSlash: false,
      tagline: 'T',
      favicon: 'img/f.ico',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'throw',
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'warn',
      customFields: { a: 1 },
      markdown: { format: 'detect' },
    });
  });

  it('passes the docs options docs-build reads elsewhere through under their Docusaurus names', () => {
    const remark = () => undefined;
    const { config } = mapDocusaurusConfig({
      ...base,
      presets: [['classic', { docs: { path: '../docs', routeBasePath: '/', sidebarPath: './sidebars.js', remarkPlugins: [remark], lastVersion: 'current', versions: { current: { label: 'Next' } }, onlyIncludeVersions: ['current'], showLastUpdateTime: true } }]],
    });
    expect(config.docs).toMatchObject({ path: '../docs', routeBasePath: '', sidebarPath: './sidebars.js', remarkPlugins: [remark], lastVersion: 'current', onlyIncludeVersions: ['current'], showLastUpdateTime: true });
  });

  it('passes editUrl through as Docusaurus takes it: a string, or a function whose result is used as it is', () => {
    const docs = (editUrl: unknown) => (mapDocusaurusConfig({ ...base, presets: [['classic', { docs: { editUrl } }]] }).config.docs as { editUrl?: unknown }).editUrl;
    expect(docs('https://git.example.org/edit/main/website')).toBe('https://git.example.org/edit/main/website');
    const fn = ({ docPath }: Record<string, string>) => `https://x.example.org/?file=${docPath}&v=1`;
    expect(docs(fn)).toBe(fn);
    expect(warningsOf({ ...base, presets: [['classic', { docs: { editUrl: fn } }]] })).toEqual([]);
  });

  it('names each docs, blog and pages option it leaves out, and each markdown option, at its key path', () => {
    expect(
      warningsOf({ ...base, markdown: { preprocessor: () => '' }, presets: [['classic', { docs: { sidebarCollapsible: false, exclude: ['x'] }, blog: { blogListComponent: 'X' }, pages: { include: ['*.md'] } }]] }),
    ).toEqual([
      "markdown.preprocessor: the option 'preprocessor' is not supported; it is left out",
      "presets.0.docs.exclude: the option 'exclude' is not supported; it is left out",
      "presets.0.blog.blogListComponent: the option 'blogListComponent' is not supported; it is left out",
      "presets.0.pages.include: the option 'include' is not supported; it is left out",
    ]);
  });

  it('makes a navbar item with items and no type a dropdown, and keeps a footer logo size written in CSS, as Docusaurus does', () => {
    const config = validateConfig(
      mapDocusaurusConfig({ ...base, themeConfig: { navbar: { items: [{ label: 'More', items: [{ label: 'A', to: '/a' }] }] }, footer: { logo: { src: '/l.svg', alt: 'L', height: '30px' } } } }).config,
      'docusaurus.config.js',
    );
    expect(config.navbar.items[0]).toMatchObject({ type: 'dropdown', label: 'More', items: [{ label: 'A', to: '/a' }] });
    expect(config.footer.logo).toMatchObject({ height: '30px' });
  });

  it('maps every navbar item type, resolving relative `to`, and leaves out custom types with a warning', () => {
    const mapped = mapDocusaurusConfig({
      ...base,
      themeConfig: {
        navbar: {
          title: 'T',
          logo: { src: 'img/logo.svg' },
          items: [
            { to: 'blog', label: 'Blog' },
            { href: 'https://github.com/x', 'aria-label': 'GitHub', position: 'right' },
            { type: 'doc', docId: 'intro', label: 'Docs' },
            { type: 'docSidebar', sidebarId: 'api', label: 'API' },
            { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'a/b', label: 'B' }, { to: '/c', label: 'C' }] },
            { type: 'html', value: '<b>x</b>' },
            { type: 'search', position: 'right' },
            { type: 'docsVersion' },
            { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All' }, { type: 'html', value: '<hr>' }] },
            { type: 'localeDropdown' },
            { type: 'custom-thing' },
          ],
        },
      },
    });
    const items = (mapped.config.navbar as { items: Array<Record<string, unknown>> }).items;
    expect(items.map((i) => i.type)).toEqual(['default', 'default', 'doc', 'docSidebar', 'dropdown', 'html', 'search', 'docsVersion', 'docsVersionDropdown', 'localeDropdown']);
    expect(items[0]).toMatchObject({ label: 'Blog', to: '/blog', position: 'left' });
    expect(items[1]).toMatchObject({ label: 'GitHub', href: 'https://github.com/x', position: 'right' });
    expect(items[4]!.items).toEqual([{ label: 'B', to: '/docs/a/b' }, { label: 'C', to: '/c' }]);
    // Keys docs-build does not read are left out, so that its strict schema takes what the mapping gives it; the
    // dropdown's own links are kept, and an item of another kind there is named.
    expect(items[8]).toEqual({ type: 'docsVersionDropdown', position: 'left', dropdownItemsAfter: [{ label: 'All', to: '/versions' }] });
    expect(mapped.warnings.map((w) => w.keyPath)).toEqual(['themeConfig.navbar.items.8.dropdownItemsAfter.1', 'themeConfig.navbar.items.10.type']);
    expect(() => validateConfig(mapped.config)).not.toThrow();
  });

  it("keeps navbar.style 'dark' and warns about 'primary' at its key", () => {
    expect(mapDocusaurusConfig({ ...base, themeConfig: { navbar: { style: 'dark' } } }).config.navbar).toMatchObject({ style: 'dark' });
    expect(warningsOf({ ...base, themeConfig: { navbar: { style: 'primary' } } })).toEqual(["themeConfig.navbar.style: the navbar style 'primary' is not supported; the navbar keeps its default colours"]);
  });

  it('maps footer columns and a flat footer list, announcementBar, colorMode, tableOfContents, metadata, image and algolia', () => {
    const { config } = mapDocusaurusConfig({
      ...base,
      themeConfig: {
        footer: { style: 'dark', logo: { src: 'img/f.svg', alt: 'F', href: 'https://f.example.org' }, links: [{ label: 'A', to: 'a' }, { html: '<a href="https://h.example.org">H</a>' }] },
        announcementBar: { content: 'Hello' },
        colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 },
        metadata: [{ name: 'keywords', content: 'k' }],
        image: 'img/social.png',
        algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'idx', contextualSearch: true },
      },
    });
    expect(config.footer).toMatchObject({ style: 'dark', logo: { src: 'img/f.svg' }, links: [{ title: '', items: [{ label: 'A', to: '/a' }, { html: '<a href="https://h.example.org">H</a>' }] }] });
    expect(config.announcementBar).toMatchObject({ id: 'announcement-bar', content: 'Hello' });
    expect(config.colorMode).toMatchObject({ defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 5 });
    expect(config.metadata).toEqual([{ name: 'keywords', content: 'k' }]);
    expect(config.image).toBe('img/social.png');
    expect(config.search).toMatchObject({ provider: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'idx' });
    expect(validateConfig(config).search.provider).toBe('algolia');
  });

  it('reads client redirects, hands the other plugins and themes to the plugin host, and names what is left out in one warning each', () => {
    const local = function myPlugin() {
      return { name: 'mine' };
    };
    const mapped = mapDocusaurusConfig({
      ...base,
      presets: [['classic', {}], ['docusaurus-preset-openapi', {}]],
      plugins: [['client-redirects', { fromExtensions: ['html'], redirects: [{ from: ['/a', '/b'], to: '/c' }], createRedirects: () => [] }], '@docusaurus/plugin-ideal-image', [local, { a: 1 }], null, ['content-docs', { id: 'api' }]],
      themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-search-algolia', '@easyops-cn/docusaurus-search-local', 'live-codeblock'],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },
      staticDirectories: ['public', 'static'],
    });
    expect(mapped.config.redirects).toEqual({ fromExtensions: ['html'], toExtensions: [], redirects: [{ from: ['/a', '/b'], to: '/c' }] });
    expect(mapped.config.staticDir).toBe('public');
    expect(mapped.config.i18n).toEqual({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: {} } });
    expect(mapped.warnings.map((w) => `${w.keyPath}: ${w.message}`)).toEqual([
      "staticDirectories: only the first static folder ('public') is copied; static is left out",
      "presets.1: the preset 'docusaurus-preset-openapi' is not supported; it is left out",
      'plugins.0.createRedirects: createRedirects is not supported; list the redirects in `redirects` instead',
      "themes.2: '@easyops-cn/docusaurus-search-local' is replaced by docs-build's own local search: the navbar gets its search button, and the plugin's own search box and options are not used",
    ]);
    // The preset's content plugins come first; with the site's packages installed, their content is what is built.
    const preset = { name: '@docusaurus/preset-classic', missing: '' };
    expect(mapped.plugins).toEqual([
      { plugin: '@docusaurus/plugin-content-docs', options: {}, keyPath: 'presets.0.docs', kind: 'plugin', preset, content: 'docs' },
      { plugin: '@docusaurus/plugin-content-blog', options: {}, keyPath: 'presets.0.blog', kind: 'plugin', preset, content: 'blog' },
      { plugin: '@docusaurus/plugin-content-pages', options: {}, keyPath: 'presets.0.pages', kind: 'plugin', preset, content: 'pages' },
      { plugin: '@docusaurus/plugin-ideal-image', options: undefined, keyPath: 'plugins.1', kind: 'plugin' },
      { plugin: local, options: { a: 1 }, keyPath: 'plugins.2', kind: 'plugin' },
      { plugin: 'content-docs', options: { id: 'api' }, keyPath: 'plugins.4', kind: 'plugin', content: 'docs' },
      { plugin: 'live-codeblock', options: undefined, keyPath: 'themes.3', kind: 'theme' },
    ]);
  });

  it('adds the navbar search button for Algolia and for a local-search plugin or theme, once, and loads Infima', () => {
    const navbar = (raw: Record<string, unknown>) => mapDocusaurusConfig({ ...base, ...raw }).config.navbar as { items: Array<{ type?: string }>; searchButton?: boolean };
    const items = (raw: Record<string, unknown>) => navbar(raw).items;
    // As theme-classic places it: after the colour mode toggle, not among the items.
    const searchButton = (raw: Record<string, unknown>) => navbar(raw).searchButton === true && !items(raw).some((item) => item.type === 'search');
    expect(searchButton({})).toBe(false);
    expect(searchButton({ themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'i' } } })).toBe(true);
    expect(searchButton({ themes: ['@easyops-cn/docusaurus-search-local'] })).toBe(true);
    expect(searchButton({ plugins: ['docusaurus-lunr-search'] })).toBe(true);
    // As `require.resolve('@cmfcmf/docusaurus-search-local')` writes it.
    const resolved = '/site/node_modules/@cmfcmf/docusaurus-search-local/lib/server/index.js';
    expect(warningsOf({ ...base, plugins: [[resolved, { indexBlog: false }]] })).toEqual([
      "plugins.0: '@cmfcmf/docusaurus-search-local' is replaced by docs-build's own local search: the navbar gets its search button, and the plugin's own search box and options are not used",
    ]);
    // A search item the site placed itself stays the only one.
    const placed = items({ plugins: ['docusaurus-plugin-search-local'], themeConfig: { navbar: { items: [{ type: 'search', position: 'left' }] } } });
    expect(placed.filter((item) => item.type === 'search')).toEqual([{ type: 'search', position: 'left' }]);
    expect(navbar({ plugins: ['docusaurus-plugin-search-local'], themeConfig: { navbar: { items: [{ type: 'search', position: 'left' }] } } }).searchButton).toBeUndefined();
    expect(validateConfig(mapDocusaurusConfig(base).config).infima).toBe(true);
  });

  it('has a search page where the search plugin has one: none for those that only add a search box', () => {
    const search = (raw: Record<string, unknown>) => validateConfig(mapDocusaurusConfig({ ...base, ...raw }).config).search;
    expect(search({ plugins: ['/site/node_modules/@cmfcmf/docusaurus-search-local/lib/server/index.js'] })).toEqual({ provider: 'local', page: false });
    expect(search({ plugins: ['docusaurus-lunr-search'] })).toEqual({ provider: 'local', page: false });
    expect(search({ themes: ['@easyops-cn/docusaurus-search-local'] })).toEqual({ provider: 'local', page: true });
    expect(search({ plugins: ['docusaurus-lunr-search'], themes: ['@easyops-cn/docusaurus-search-local'] })).toEqual({ provider: 'local', page: true });
    expect(search({ plugins: ['docusaurus-lunr-search'], themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'i' } } })).toMatchObject({ provider: 'algolia' });
  });

  it("keeps sidebarCollapsed and sidebarCollapsible, and the theme's hideable and autoCollapseCategories", () => {
    const mapped = mapDocusaurusConfig({
      ...base,
      presets: [['classic', { docs: { sidebarCollapsed: false, sidebarCollapsible: true } }]],
      themeConfig: { docs: { sidebar: { hideable: true, autoCollapseCategories: true } } },
    });
    expect(validateConfig(mapped.config).docs).toMatchObject({ sidebarCollapsed: false, sidebarCollapsible: true, hideableSidebar: true, autoCollapseCategories: true });
    expect(mapped.warnings).toEqual([]);
    expect(validateConfig(mapDocusaurusConfig(base).config).docs).not.toHaveProperty('hideableSidebar');
    expect(validateConfig(mapDocusaurusConfig(base).config).docs).not.toHaveProperty('autoCollapseCategories');
  });

  it("groups the blog sidebar by year as the site's theme-classic does: its groupByYear, none before Docusaurus 3.5, the default true unvalidated", () => {
    const blogOf = (raw: unknown, validated?: boolean) => {
      const blog = validateConfig(mapDocusaurusConfig(raw, raw, undefined, validated).config).blog;
      return blog === false ? undefined : blog.sidebarGroupByYear;
    };
    const site = { ...base, presets: [['classic', { blog: { blogSidebarCount: 'ALL' } }]] };
    // Validated by a theme-classic of 3.5 or later: the key is there, with its default or the site's value.
    expect(blogOf({ ...site, themeConfig: { blog: { sidebar: { groupByYear: true } } } }, true)).toBe(true);
    expect(blogOf({ ...site, themeConfig: { blog: { sidebar: { groupByYear: false } } } }, true)).toBe(false);
    // Validated by an older theme-classic, which has no such option and never groups.
    expect(blogOf({ ...site, themeConfig: {} }, true)).toBe(false);
    // Read as written (the site's packages are not installed): Docusaurus's documented default.
    expect(blogOf({ ...site, themeConfig: {} })).toBe(true);
    // The blog's other options stay as the site gave them.
    const mapped = validateConfig(mapDocusaurusConfig(site, site, undefined, true).config).blog;
    expect(mapped === false ? undefined : mapped.blogSidebarCount).toBe('ALL');
  });
});
