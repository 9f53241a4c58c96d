import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ContentPluginName } from '../../src/node/content/content-source.ts';
import { CONTENT_PLUGINS, pluginOf } from '../../src/node/content-plugins/plugin-of.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The stages every page goes through, whatever made it: planning, rendering, bundling, writing, checking, dev. What
 * a doc, a post or a page is belongs to its content plugin (src/node/content-plugins/) and the rooms that plugin
 * uses (content/, blog/, versions/, docusaurus-content/, markdown/'s doc title).
 */
const CORE = ['src/node/model/', 'src/node/render/', 'src/node/dev/', 'src/node/bundle/', 'src/node/write/', 'src/node/build-checks/', 'src/node/search/', 'src/node/server/', 'src/node/plugins/'];

/** A comparison of a source's plugin or a page's kind with one of the content kinds: a switch on what the page is. */
const SWITCH = /\.(?:kind|plugin)\s*[!=]==?\s*'(?:doc|docs|markdown|react|blog|pages|routes)'|switch\s*\([\w?.]*\b(?:page|source)\??\.(?:kind|plugin)\)/;

function coreFiles(): string[] {
  const top = readdirSync(`${root}src/node`, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `src/node/${entry.name}`);
  const inRooms = CORE.flatMap((room) =>
    readdirSync(`${root}${room}`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${room}${file}`),
  );
  return [...top, ...inRooms].filter((file) => /\.tsx?$/.test(file));
}

describe('the content plugins of the host', () => {
  it('leave the build core without a switch on what a page is', () => {
    const files = coreFiles();
    // A file list that missed the stages would make the rule below pass.
    expect(files).toEqual(expect.arrayContaining(['src/node/build-locale.ts', 'src/node/model/plan.ts', 'src/node/render/process-page.ts', 'src/node/dev/read-source.ts']));
    const found = files.flatMap((file) =>
      readFileSync(`${root}${file}`, 'utf8')
        .split('\n')
        .flatMap((line, i) => (SWITCH.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('recognises a switch when it sees one', () => {
    // The rule above is only as good as its pattern: the shapes the core used to have must match it.
    for (const line of ["if (source.kind === 'react') continue;", "const isLocal = p.source?.kind !== 'doc';", '  switch (page.kind) {', "if (before.plugin === 'blog') return false;"]) {
      expect(SWITCH.test(line), line).toBe(true);
    }
    expect(SWITCH.test("if (ref.kind !== 'link') continue;")).toBe(false);
    expect(SWITCH.test('switch (item.type) {')).toBe(false);
  });

  it('has one plugin for each name a source can carry, found by that name', () => {
    const names: ContentPluginName[] = ['docs', 'pages', 'blog', 'routes'];
    expect(CONTENT_PLUGINS.map((plugin) => plugin.name)).toEqual(names);
    for (const name of names) expect(pluginOf({ plugin: name }).name).toBe(name);
  });
});
