import { describe, expect, it } from 'vitest';
import { findDiagram, missingMermaid } from '../../../src/node/bundle/mermaid-module.ts';
import type { ContentSource } from '../../../src/node/content/content-source.ts';
import { bundleForModel, type DevClient } from '../../../src/node/dev/client-bundle.ts';
import type { SiteModel } from '../../../src/node/model/site-model.ts';

function page(displayPath: string, source: string): ContentSource {
  return { plugin: 'docs', file: `/site/${displayPath}`, displayPath, route: '/docs/x', format: 'md', source, frontmatter: {} };
}

const notInstalled = (request: string): string => {
  throw Object.assign(new Error(`Cannot find module '${request}'`), { code: 'MODULE_NOT_FOUND' });
};

describe('findDiagram', () => {
  it('finds a mermaid fence, the component and its import, at their line and column', () => {
    expect(findDiagram('---\ntitle: A\n---\n\nText\n\n  ```mermaid\ngraph TD\n```\n')).toEqual({ line: 7, column: 3 });
    expect(findDiagram('~~~~mermaid title="x"\n~~~~\n')).toEqual({ line: 1, column: 1 });
    expect(findDiagram('Intro\n\nSee <Mermaid value="graph TD" />\n')).toEqual({ line: 3, column: 5 });
    expect(findDiagram("import Mermaid from '@theme/Mermaid';\n")).toEqual({ line: 1, column: 22 });
  });

  it('does not take a fence shown inside a longer fence, or other languages, for a diagram', () => {
    expect(findDiagram('````md\n```mermaid\ngraph TD\n```\n````\n\nText\n')).toBeUndefined();
    expect(findDiagram('```js\nconst x = "<Mermaid />";\n```\n```mermaidish\n```\n')).toBeUndefined();
    // After the outer fence closes, a real diagram counts again.
    expect(findDiagram('````md\n```mermaid\n```\n````\n```mermaid\ngraph TD\n```\n')).toEqual({ line: 5, column: 1 });
  });
});

describe('missingMermaid', () => {
  const sources = [page('content/docs/intro.md', '# Intro\n'), page('content/docs/flow.md', '# Flow\n\n```mermaid\ngraph TD\n  A-->B\n```\n')];

  it('names the first diagram and the package to install when mermaid does not resolve', () => {
    const problem = missingMermaid(sources, notInstalled);
    expect(problem).toMatchObject({ file: 'content/docs/flow.md', line: 3, column: 1, severity: 'error', ruleId: 'missing-package' });
    expect(problem?.message).toContain('mermaid package is not installed');
    expect(problem?.hint).toContain('npm install mermaid');
    expect(problem?.frame).toContain('> 3 | ```mermaid');
  });

  it('is silent when the package resolves, or when no page has a diagram', () => {
    expect(missingMermaid(sources, () => '/site/node_modules/mermaid/package.json')).toBeUndefined();
    expect(missingMermaid([sources[0]!], notInstalled)).toBeUndefined();
    // This repository installs it as a dev dependency, so its own resolution finds it.
    expect(missingMermaid(sources)).toBeUndefined();
  });
});

describe('the dev server without mermaid', () => {
  it('reports the missing package at the diagram and keeps bundling without the library', async () => {
    const rebuilt: boolean[] = [];
    const client: DevClient = {
      mermaid: false,
      bundler: {
        bundle: () => undefined,
        files: () => new Map(),
        rebuild: async () => {
          rebuilt.push(client.mermaid);
          return [];
        },
        settled: async () => undefined,
        dispose: async () => undefined,
      },
    };
    const model = { sources: [page('content/docs/flow.md', '```mermaid\ngraph TD\n```\n')], site: {}, reactPages: [] } as unknown as SiteModel;
    const problems = await bundleForModel(client, undefined, model, false, notInstalled);
    expect(problems).toEqual([expect.objectContaining({ file: 'content/docs/flow.md', line: 1, column: 1, hint: expect.stringContaining('npm install mermaid') })]);
    // The site is still bundled, with the stand-in for the library.
    expect(rebuilt).toEqual([false]);
    expect(client.mermaid).toBe(false);
    // Once the package resolves, the next pass bundles the library and the problem is gone.
    expect(await bundleForModel(client, model, model, true, () => 'mermaid/package.json')).toEqual([]);
    expect(rebuilt).toEqual([false, true]);
  });
});
