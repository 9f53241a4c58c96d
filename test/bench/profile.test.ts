import { describe, expect, it } from 'vitest';
import { moduleLines, stageOf, stagesOf } from '../../bench/profile.ts';

const frame = (functionName: string, url = '') => ({ functionName, url });

describe('stageOf', () => {
  it('names the stage of frames in packages, in our sources and in Node', () => {
    expect(stageOf(frame('tokenize', 'file:///p/node_modules/micromark/lib/x.js'))).toBe('parse (micromark)');
    expect(stageOf(frame('go', 'file:///p/node_modules/micromark-extension-gfm-table/lib/x.js'))).toBe('parse (micromark)');
    expect(stageOf(frame('t', 'file:///p/node_modules/@shikijs/core/dist/x.mjs'))).toBe('highlighting (Shiki)');
    expect(stageOf(frame('visit', 'file:///p/node_modules/unist-util-visit-parents/lib/index.js'))).toBe('transforms (remark, rehype, MDX)');
    expect(stageOf(frame('render', 'file:///p/node_modules/react-dom/cjs/x.js'))).toBe('React render');
    expect(stageOf(frame('add', 'file:///p/src/node/search/local-index.ts'))).toBe('search records and index');
    expect(stageOf(frame('DocSidebar', 'file:///p/theme/DocSidebar.tsx'))).toBe('React render');
    expect(stageOf(frame('open'))).toBe('file system calls');
    expect(stageOf(frame('processChunk', 'node:zlib'))).toBe('compression (zlib, from JS)');
    expect(stageOf(frame('(garbage collector)'))).toBe('GC');
    expect(stageOf(frame('wrapSafe', 'node:internal/modules/cjs/loader'))).toBe('module loading');
    expect(stageOf(frame('spawn', 'node:internal/child_process'))).toBe('child processes (git)');
    expect(stageOf(frame('getFileCommitDate', 'file:///site/node_modules/@docusaurus/utils/lib/vcs/gitUtils.js'))).toBe("Docusaurus's packages (config, plugins)");
    expect(stageOf(frame('plugin', 'file:///site/node_modules/@docusaurus/remark-plugin-npm2yarn/lib/index.js'))).toBe('transforms (remark, rehype, MDX)');
    expect(stageOf(frame('processPage', 'file:///p/src/node/render/process-page.ts'))).toBeUndefined();
  });
});

describe('stagesOf', () => {
  it('gives a sample to the nearest frame that names a stage, leaf first', () => {
    // root → processPage → micromark → (RegExp); root → processPage alone; root → GC.
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 5] },
        { id: 2, callFrame: frame('processPage', 'file:///p/src/node/render/process-page.ts'), children: [3] },
        { id: 3, callFrame: frame('tokenize', 'file:///p/node_modules/micromark/lib/x.js'), children: [4] },
        { id: 4, callFrame: frame('RegExp: [a-z]') },
        { id: 5, callFrame: frame('(garbage collector)') },
      ],
      samples: [4, 4, 2, 5],
      timeDeltas: [1000, 2000, 500_000, 250_000],
      startTime: 0,
      endTime: 753_000,
    };
    expect(Object.fromEntries(stagesOf(profile))).toEqual({ 'parse (micromark)': 0.003, other: 0.5, GC: 0.25 });
  });
});

describe('profiles of the readable bundle', () => {
  const text = ['(function () {', '// node_modules/micromark/lib/tokenize.js', 'function tokenize() {}', '', '// src/node/search/records.ts', 'function records() {}', '})'].join('\n');

  it('finds where each module starts', () => {
    expect(moduleLines(text)).toEqual([
      [1, 'node_modules/micromark/lib/tokenize.js'],
      [4, 'src/node/search/records.ts'],
    ]);
  });

  it('traces samples in the bundle to their module', () => {
    const url = 'file:///site/cli/docs-build.cjs';
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3] },
        { id: 2, callFrame: { functionName: 'tokenize', url: '/site/cli/docs-build.cjs', lineNumber: 2 } },
        { id: 3, callFrame: { functionName: 'records', url, lineNumber: 5 } },
      ],
      samples: [2, 3, 3],
      timeDeltas: [1000, 1000, 1000],
      startTime: 0,
      endTime: 3000,
    };
    expect(Object.fromEntries(stagesOf(profile, { url, starts: moduleLines(text) }))).toEqual({ 'parse (micromark)': 0.001, 'search records and index': 0.002 });
  });
});
