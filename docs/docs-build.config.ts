import { defineConfig } from 'docs-build';

// The documentation of docs-build, built by docs-build: `npm run docs` from the repository root.
export default defineConfig({
  url: 'https://docs-build.example.org',
  title: 'docs-build',
  tagline: 'Documentation sites from Markdown and MDX',
  // Prism, the default highlighter, bundles no shell grammar; its `bash` also answers to `sh`.
  markdown: { prism: { additionalLanguages: ['bash'] } },
  navbar: {
    title: 'docs-build',
    items: [
      { type: 'doc', docId: 'getting-started', label: 'Docs' },
      { type: 'doc', docId: 'reference/config', label: 'Configuration' },
      { type: 'doc', docId: 'reference/cli', label: 'CLI' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/docs/getting-started' },
          { label: 'Configuration reference', to: '/docs/reference/config' },
          { label: 'Command line reference', to: '/docs/reference/cli' },
        ],
      },
    ],
    copyright: 'MIT licence. Built with docs-build.',
  },
  docs: {
    sidebars: {
      docs: [
        'getting-started',
        'configuration',
        'writing-content',
        'live-reload',
        'versions',
        'blog',
        'search',
        'links',
        'serving',
        'reliability',
        'docusaurus',
        'recipes',
        { type: 'category', label: 'Reference', collapsed: false, items: ['reference/config', 'reference/cli', 'reference/docusaurus-client-api'] },
      ],
    },
  },
  blog: false,
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  onBrokenMarkdownLinks: 'throw',
});
