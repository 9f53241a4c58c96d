// A/B of src/node/markdown/parsed-styles.ts on what it changes: rendering the plain HTML parts of the Jest site's
// pages (highlighted code blocks, tables, paragraphs) with hast-util-to-jsx-runtime and React, given style strings
// against shared parsed objects, alternated in one process so that the machine's load affects both alike. Checks
// first that every part renders the same HTML both ways.
//
//   JEST_SITE=<prepared Jest site> node bin/run-ts.js bench/styles-ab.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { VFile } from 'vfile';
import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { loadConfig } from '../src/node/config/load.ts';
import { contentPlugins } from '../src/node/config/content-plugins.ts';
import { createCodeOptions } from '../src/node/markdown/code-options.ts';
import { createContentProcessors } from '../src/node/markdown/processor.ts';
import { prepareSource } from '../src/node/markdown/preprocess.ts';
import { withParsedStyles } from '../src/node/markdown/parsed-styles.ts';

if (!process.env.JEST_SITE) throw new Error('Set JEST_SITE to the prepared Jest site (bench/prepare-jest-site.ts).');
const site = join(process.env.JEST_SITE, 'website');
const { config, root } = await loadConfig(join(site, 'docusaurus.config.mjs'));
const processors = createContentProcessors({ code: await createCodeOptions(config.markdown, root), references: { routesByFile: new Map(), staticDir: join(root, 'static') }, emoji: true, plugins: contentPlugins(config) });
const files = fg.sync(['../docs/**/*.md', 'versioned_docs/**/*.md', 'blog/**/*.md'], { cwd: site, absolute: true }).sort();
const parts: Root[] = [];
for (const path of files) {
  const file = new VFile({ path, value: prepareSource(readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''), 'mdx') });
  let tree: Root;
  try {
    tree = (await processors.hast.mdx.run(processors.mdx.parse(file) as never, file)) as Root;
  } catch {
    continue;
  }
  // The plain element subtrees: what the build renders with these two calls (prerendered or from the HTML tree).
  const plain = (node: Element): boolean => node.children.every((c) => c.type === 'text' || (c.type === 'element' && plain(c)));
  for (const child of tree.children) if (child.type === 'element' && plain(child)) parts.push({ type: 'root', children: [child] });
}
const render = (tree: Root) => renderToString(toJsxRuntime(tree, { Fragment, jsx, jsxs }) as ReactElement);
const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
let check = 0;
for (const part of parts) if (render(part) !== render(withParsedStyles(part))) check++;
console.log(`${files.length} files, ${parts.length} plain parts, ${check} rendered differently`);
const times: Record<string, number[]> = { strings: [], parsed: [] };
for (let round = 0; round < 6; round++) {
  for (const mode of round % 2 === 0 ? ['strings', 'parsed'] : ['parsed', 'strings']) {
    const start = cpu();
    for (const part of parts) render(mode === 'parsed' ? withParsedStyles(part) : part);
    if (round > 0) times[mode]!.push(cpu() - start);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [mode, xs] of Object.entries(times)) console.log(`${mode}: median ${median(xs).toFixed(0)} ms CPU per pass over the site (${xs.map((x) => x.toFixed(0)).join(', ')})`);
