import { defineConfig } from 'docs-build';

export default defineConfig({
  url: 'https://addons.mathesonsteplock.ca',
  baseUrl: '/',
  title: "Matheson's HA Addons",
  tagline: 'Click the button below to install',
  favicon: 'img/logo.png',
  noIndex: false,
  titleDelimiter: '|',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  scripts: ['/js/custom.js'],
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  },
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true, allowSystem: true },
  navbar: {
    title: "Matheson's HA Addons",
    logo: { src: 'img/logo-64.png', alt: "Matheson's HA Addon's Logo", width: 32, height: 32 },
    items: [
      { type: 'doc', docId: 'installation', label: 'Docs', position: 'left' },
      { href: 'https://mathesonsteplock.ca', label: 'Website', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Installation', to: '/docs/installation' },
          { label: 'amcrest2mqtt', to: '/docs/addons/amcrest2mqtt/basic-config' },
          { label: 'Remote Backup', to: '/docs/addons/remote-backup/basic-config' },
          { label: 'Tasmota Device Manager', to: '/docs/addons/tdm/basic-config' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'DrZzs Discord', href: 'https://discord.me/drzzs' },
          { label: 'What are we fixing today? Discord', href: 'https://discord.gg/Uhmhu3B' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: 'https://github.com/ikifar2012' },
          { label: 'Twitter', href: 'https://twitter.com/MathesonStep' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Matheson Steplock. Built with docs-build.',
  },
  docs: {
    path: 'content/docs',
    routeBasePath: 'docs',
    breadcrumbs: true,
    versionLabel: 'Next',
    sidebars: {
      Installation: [
        'installation',
        { type: 'category', label: 'amcrest2mqtt', collapsible: false, items: ['addons/amcrest2mqtt/basic-config'] },
        {
          type: 'category',
          label: 'Remote Backup',
          collapsible: false,
          items: [
            'addons/remote-backup/basic-config',
            'addons/remote-backup/blueprints-automations',
            'addons/remote-backup/resources',
            'addons/remote-backup/security',
          ],
        },
        { type: 'category', label: 'rsyslog', collapsible: false, items: ['addons/rsyslog/basic-config'] },
        {
          type: 'category',
          label: 'Tasmota Device Manager',
          collapsible: false,
          items: ['addons/tdm/basic-config', 'addons/tdm/resources'],
        },
      ],
    },
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  // Shiki keeps this site's look: GitHub's light and dark themes, chosen for their AA contrast on its code blocks;
  // its few short blocks make Shiki's extra cost a fraction of a second.
  markdown: { components: './content/components/mdx.tsx', emoji: true, highlighter: 'shiki' },
  search: { provider: 'local' },
});
