/** The starter site `docs-build init` writes, path → contents. */
export function starterFiles(name: string): Record<string, string> {
  const title = name && name !== '.' ? name : 'My docs';
  return {
    'docs-build.config.ts': `import { defineConfig } from 'docs-build';

export default defineConfig({
  url: 'https://example.com',
  title: ${JSON.stringify(title)},
  tagline: 'Documentation built with docs-build',
  favicon: 'img/logo.svg',
  // Code is highlighted by Prism, which has no shell grammar of its own; 'bash' also answers to 'sh'.
  markdown: { prism: { additionalLanguages: ['bash'] } },
  navbar: {
    title: ${JSON.stringify(title)},
    logo: { src: 'img/logo.svg', alt: 'Logo' },
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    links: [{ title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }] }],
  },
  docs: {
    sidebars: {
      docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/first-steps'] }],
    },
  },
});
`,
    'content/docs/intro.md': `---
sidebar_position: 1
---

# Introduction

Welcome. Every Markdown file in \`content/docs\` is a page of the documentation; this one is
\`content/docs/intro.md\`.

Next: [first steps](./guides/first-steps.md).
`,
    'content/docs/guides/first-steps.md': `# First steps

Pages in a folder can form a category of the sidebar, as this one does (see \`docs.sidebars\` in
\`docs-build.config.ts\`).

:::tip
Run \`npx docs-build dev\` and edit this file: the open page updates as you save.
:::

\`\`\`sh title="Build the site into build/"
npx docs-build build
\`\`\`
`,
    'content/pages/index.md': `# ${title}

This is the home page, \`content/pages/index.md\`. Read the [documentation](/docs/intro).
`,
    'static/img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e8555"/><path d="M9 8h9a6 6 0 0 1 0 12h-5v4H9z" fill="#fff"/></svg>
`,
    '.gitignore': 'node_modules/\nbuild/\n',
  };
}
