import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { findDeepNesting, MAX_NESTING } from '../../../src/node/markdown/nesting.ts';
import { REPO } from '../../helpers/cli.ts';

describe('findDeepNesting', () => {
  it('finds block quotes and list items nested past the limit, at the marker that passes it', () => {
    expect(findDeepNesting(`# Title\n\n${'> '.repeat(10_000)}deep\n`)).toEqual({ line: 3, column: 2 * MAX_NESTING + 1 });
    expect(findDeepNesting(`${'>'.repeat(10_000)} deep\n`)).toEqual({ line: 1, column: MAX_NESTING + 1 });
    expect(findDeepNesting(`text\n${'- '.repeat(10_000)}item\n`)).toEqual({ line: 2, column: 2 * MAX_NESTING + 1 });
    expect(findDeepNesting(`${'1. '.repeat(200)}item\n`)).toEqual({ line: 1, column: 3 * MAX_NESTING + 1 });
    expect(findDeepNesting(`${'> - '.repeat(60)}mixed\n`)).toBeDefined();
    // One level more per line, by indentation.
    const indented = Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    expect(findDeepNesting(indented)?.line).toBe(MAX_NESTING + 1);
  });

  it('leaves ordinary documents, thematic breaks and code blocks alone', () => {
    expect(findDeepNesting('> quote\n> > nested\n\n- a\n  - b\n    - c\n')).toBeUndefined();
    expect(findDeepNesting(`${'> '.repeat(MAX_NESTING)}as deep as allowed\n`)).toBeUndefined();
    expect(findDeepNesting(`${'- '.repeat(500)}\n`)).toBeUndefined();
    expect(findDeepNesting(`${'* '.repeat(500)}\n`)).toBeUndefined();
    expect(findDeepNesting(`\`\`\`text\n${'> '.repeat(500)}inside code\n\`\`\`\n`)).toBeUndefined();
    expect(findDeepNesting(`\`\`\`text\n\`\`\`\n${'> '.repeat(500)}after code\n`)).toEqual({ line: 3, column: 2 * MAX_NESTING + 1 });
  });

  it('takes a linear pass: a million markers are found on the first line that passes the limit', () => {
    expect(findDeepNesting(`${'>'.repeat(1_000_000)} x\n`)).toEqual({ line: 1, column: MAX_NESTING + 1 });
  });
});

// Case 8: 10,000 nested `>` gave "Maximum call stack size exceeded" with no line.
describe('a page nested 10,000 deep', () => {
  let work: string;
  let site: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-nesting-'));
    site = join(work, 'site');
    cpSync(join(REPO, 'test/fixtures/build-site'), site, { recursive: true });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each([
    ['intro.md', '> '],
    ['intro.md', '- '],
    ['intro.mdx', '> '],
  ])('%s with 10,000 `%s` is an error at its line and column, with a hint', async (name, marker) => {
    rmSync(join(site, 'content/docs/intro.md'), { force: true });
    rmSync(join(site, 'content/docs/intro.mdx'), { force: true });
    writeFileSync(join(site, 'content/docs', name), `# Introduction\n\nSome text.\n\n${marker.repeat(10_000)}deep\n`);
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${formatLocation(e)} ${e.message} [${e.ruleId}]`)).toEqual([
      `${join('content', 'docs', name)}:5:${2 * MAX_NESTING + 1} Block quotes or list items nest more than ${MAX_NESTING} levels deep here. [docs-build:nesting]`,
    ]);
    expect(errors[0]!.hint).toMatch(/Nest fewer levels/);
  }, 60_000);
});
