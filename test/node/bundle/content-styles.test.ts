import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../../../src/node/bundle/client.ts';
import { bundleContentStyles, contentImports, writeContentStyles } from '../../../src/node/bundle/content-styles.ts';
import { createDevBundler } from '../../../src/node/dev/bundle.ts';
import type { SiteData } from '../../../src/shared/types.ts';
import { siteFolders } from '../../helpers/site-folders.ts';

const site = siteFolders('docs-build-content-styles-');

describe('contentImports', () => {
  it('reads the imports that may bring CSS, outside code fences, and leaves out built-in modules, React, data and files', () => {
    const source = [
      "import Card from '@site/src/components/Card';",
      'import {',
      '  Tabs,',
      "} from './tabs.jsx';",
      "import TabItem from '@theme/TabItem';",
      "import React from 'react';",
      "import data from './data.json';",
      "import code from '!!raw-loader!./x.js';",
      "import logo from './logo.png';",
      "import './page.css';",
      '```js',
      "import inCode from './not-an-import';",
      '```',
    ].join('\n');
    expect(contentImports(source)).toEqual(['@site/src/components/Card', './tabs.jsx', './page.css']);
  });
});

describe('bundleContentStyles', () => {
  it('writes one style sheet with the CSS of what the pages and their partials import', async () => {
    const root = site({
      'docs/a.mdx': "import Box from './Box.jsx';\nimport Part from './_part.mdx';\n\n<Box />",
      'docs/_part.mdx': "import './part.css';\n\nText",
      'docs/part.css': '.part { color: red }',
      'docs/Box.jsx': "import styles from './Box.module.css';\nexport default () => <div className={styles.box} />;\n",
      'docs/Box.module.css': '.box { margin: 0 }',
    });
    const out = join(root, 'build');
    const page = { file: join(root, 'docs/a.mdx'), source: readFileSync(join(root, 'docs/a.mdx'), 'utf8') };
    const styles = await bundleContentStyles([page], { root, outDir: out });
    await writeContentStyles(styles, out);
    expect(styles.problem).toBeUndefined();
    expect(styles.stylesheet).toMatch(/^\/assets\/content-styles-\w+\.css$/);
    const css = readFileSync(join(out, styles.stylesheet!), 'utf8');
    expect(css).toContain('.part{color:red}');
    expect(css).toMatch(/\.box_[0-9a-f]{6}\{margin:0\}/);
    // The entry's script is never loaded, so it is not written.
    expect([...styles.files.keys()].filter((f) => f.endsWith('.js'))).toEqual([]);
    expect(existsSync(join(out, 'assets'))).toBe(true);
  });

  it("bundles a package's style sheet for docs outside the site folder (`path: '../docs'`) from the site's packages", async () => {
    const root = site({
      'docs/a.mdx': "import 'video-embed/dist/embed.css';\n\nText",
      'website/node_modules/video-embed/package.json': '{"name":"video-embed","version":"1.0.0"}',
      'website/node_modules/video-embed/dist/embed.css': '.embed { aspect-ratio: 16 / 9 }',
    });
    const siteDir = join(root, 'website');
    const out = join(siteDir, 'build');
    const page = { file: join(root, 'docs/a.mdx'), source: readFileSync(join(root, 'docs/a.mdx'), 'utf8') };
    const styles = await bundleContentStyles([page], { root: siteDir, outDir: out });
    expect(styles.problem).toBeUndefined();
    const css = new TextDecoder().decode([...styles.files].find(([name]) => name.endsWith('.css'))![1] );
    expect(css).toContain('.embed{aspect-ratio:16 / 9}');
  });

  it('gives a warning at the import that cannot be bundled for the browser, and no style sheet', async () => {
    const root = site({
      'docs/a.mdx': "import Box from './Box.jsx';\n\n<Box />",
      'docs/Box.jsx': "import gone from './gone.js';\nexport default () => gone;\n",
    });
    const page = { file: join(root, 'docs/a.mdx'), source: readFileSync(join(root, 'docs/a.mdx'), 'utf8') };
    const styles = await bundleContentStyles([page], { root, outDir: join(root, 'build') });
    expect(styles.stylesheet).toBeUndefined();
    expect(styles.problem).toMatchObject({ file: join('docs', 'Box.jsx'), line: 1, column: 18, severity: 'warning', ruleId: 'content-styles' });
    expect(styles.problem?.message).toBe(
      'The style sheets of what MDX pages import could not be bundled for the browser: Could not resolve "./gone.js". Those pages are built without them.',
    );
  });
});

describe('the content style sheet in the build and in dev', () => {
  it('is linked by both, with the same class names', async () => {
    const root = site({
      'docs/a.mdx': "import Box from './Box.jsx';\n\n<Box />",
      'docs/Box.jsx': "import styles from './Box.module.css';\nexport default () => <div className={styles.box} />;\n",
      'docs/Box.module.css': '.box { margin: 0 }',
    });
    const page = { file: join(root, 'docs/a.mdx'), source: readFileSync(join(root, 'docs/a.mdx'), 'utf8') };
    const built = await bundleClient({ outDir: join(root, 'build'), site: NO_SITE, reactPages: [], root, contentPages: [page] });
    const builtSheet = built.stylesheets.find((s) => s.includes('content-styles'));
    const builtClass = /\.(box_[0-9a-f]{6})/.exec(readFileSync(join(root, 'build', builtSheet!), 'utf8'))?.[1];
    const bundler = createDevBundler(root);
    try {
      expect(await bundler.rebuild({ globalData: {} }, [], [page])).toEqual([]);
      const devSheet = bundler.bundle()?.stylesheets.find((s) => s.includes('content-styles'));
      expect(devSheet).toBe('/assets/content-styles.css');
      const devCss = new TextDecoder().decode(bundler.files().get(devSheet!.slice(1)));
      expect(builtClass).toBeDefined();
      expect(devCss).toContain(`.${builtClass} {`);
    } finally {
      await bundler.dispose();
    }
  });
});

// The client bundle takes its site data from the page at run time: bundling needs none.
const NO_SITE = {} as SiteData;
