import { describe, expect, it } from 'vitest';
import { firstParagraph } from '../../../src/node/content/first-paragraph.ts';

describe('the first paragraph as a description', () => {
  it('skips frontmatter, imports, the title, code, comments and admonition fences', () => {
    const source = [
      '---',
      'title: Setup',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      '# Setup {#setup}',
      '',
      '<!--',
      'a note to editors',
      '-->',
      '',
      '```bash',
      'npm install',
      '```',
      '',
      ':::tip',
      '',
      'Install **the package** with [npm](https://npmjs.com) and `npx`. ![logo](./logo.png)',
      '',
      ':::',
    ].join('\n');
    expect(firstParagraph(source)).toBe('Install the package with npm and npx.');
  });

  it('reads a lower heading and a list item as text, and gives nothing for a file without prose', () => {
    expect(firstParagraph('## Options {#options}\n\nMore.')).toBe('Options');
    expect(firstParagraph('- first <b>item</b>\n')).toBe('first item');
    expect(firstParagraph('---\nid: x\n---\n\n```js\nconst a = 1;\n```\n')).toBeUndefined();
  });
});

describe("a doc's metadata without a frontmatter description", () => {
  it('takes the first paragraph, as Docusaurus does', async () => {
    const { docMetadata } = await import('../../../src/node/content/doc-metadata.ts');
    const source = {
      kind: 'doc',
      file: '/site/docs/intro.md',
      displayPath: 'docs/intro.md',
      route: '/docs/intro',
      id: 'intro',
      docPath: 'intro',
      format: 'md',
      source: '---\ntitle: Intro\n---\n\n# Intro\n\nWhat this site is for.\n',
      frontmatter: { title: 'Intro' },
    } as unknown as Parameters<typeof docMetadata>[0];
    const sidebars = { sidebarOfDoc: new Map(), order: new Map(), indexes: new Map() } as unknown as Parameters<typeof docMetadata>[1]['sidebars'];
    const metadata = docMetadata(source, { name: 'current', routeBase: '/docs', dir: 'docs', sidebars }, { showLastUpdateTime: false, showLastUpdateAuthor: false });
    expect(metadata.description).toBe('What this site is for.');
  });
});
