// View-model fixtures for rendering the theme without a build.

import type { PageData, SiteData } from '../../src/shared/types.ts';

export function siteFixture(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'Example Add-ons',
    tagline: 'Install and configure the add-ons.',
    url: 'https://docs.example.org',
    baseUrl: '/',
    favicon: '/img/favicon.ico',
    titleDelimiter: '|',
    noIndex: false,
    locale: { lang: 'en', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' },
    i18n: {
      defaultLocale: 'en',
      currentLocale: 'en',
      path: 'i18n',
      locales: [{ locale: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', path: 'en', translate: false, url: 'https://docs.example.org', baseUrl: '/' }],
    },
    colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true, allowSystem: true },
    navbar: {
      title: 'Example Add-ons',
      logo: { src: '/img/logo.svg', alt: 'Example logo', width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        { type: 'link', label: 'Docs', href: '/docs/installation', external: false, position: 'left', activeBasePath: '/docs' },
        {
          type: 'dropdown',
          label: 'Add-ons',
          position: 'left',
          items: [
            { label: 'Bridge', href: '/docs/addons/bridge', external: false },
            { label: 'Upstream', href: 'https://github.com/example/upstream', external: true },
          ],
        },
        { type: 'html', value: '<em class="nav-html">Beta</em>', position: 'left' },
        { type: 'docsVersion', label: 'Next', href: '/docs/installation', position: 'right' },
        { type: 'link', label: 'Website', href: 'https://example.org', external: true, position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      columns: [
        { title: 'Docs', items: [{ label: 'Installation', href: '/docs/installation', external: false }] },
        {
          title: 'Community',
          items: [
            { label: 'Chat', href: 'https://chat.example.org', external: true },
            { label: 'Forum', href: 'https://forum.example.org', external: true },
          ],
        },
      ],
      copyright: 'Copyright © 2025 Example. Built with docs-build.',
    },
    search: { provider: 'local', indexUrl: '/search-index.json' },
    docs: { breadcrumbs: true, versionLabel: 'Next', docsVersionStorageKey: 'docs-preferred-version-default', latestVersion: 'current' },
    ...overrides,
  };
}

export function docPageFixture(overrides: Partial<PageData> = {}): PageData {
  return {
    route: '/docs/addons/bridge/basic-config',
    kind: 'doc',
    title: 'Basic Configuration',
    headTitle: 'Basic Configuration | Example Add-ons',
    description: 'Configure the bridge.',
    toc: [
      { id: 'prerequisites', text: 'Before you start', level: 2 },
      { id: 'options', text: 'Options', level: 2 },
      { id: 'host', text: 'Host', level: 3 },
      { id: 'port', text: 'Port', level: 3 },
      { id: 'topics', text: 'MQTT topics', level: 2 },
    ],
    hideToc: false,
    doc: {
      sidebar: [
        { type: 'link', label: 'Installation', href: '/docs/installation', active: false },
        {
          type: 'category',
          label: 'Bridge',
          active: true,
          collapsed: false,
          collapsible: true,
          items: [{ type: 'link', label: 'Basic Configuration', href: '/docs/addons/bridge/basic-config', active: true }],
        },
        {
          type: 'category',
          label: 'Backup',
          href: '/docs/addons/backup',
          active: false,
          collapsed: true,
          collapsible: true,
          items: [],
        },
      ],
      breadcrumbs: [{ label: 'Bridge', href: '/docs/addons/bridge' }, { label: 'Basic Configuration' }],
      previous: { label: 'Installation', href: '/docs/installation' },
      next: { label: 'Backup resources', href: '/docs/addons/backup/resources' },
      editUrl: 'https://github.com/example/docs/edit/main/docs/bridge.mdx',
      versionBadge: 'Next',
    },
    ...overrides,
  };
}

export function pageFixture(kind: PageData['kind'], route: string): PageData {
  return {
    route,
    kind,
    title: kind,
    headTitle: `${kind} | Example Add-ons`,
    description: '',
    toc: [],
    hideToc: false,
  };
}
