import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { findDeepNesting, MAX_ELEMENT_NESTING, MAX_NESTING } from '../../../src/node/markdown/nesting.ts';
import { REPO } from '../../helpers/cli.ts';

describe('findDeepNesting', () => {
  it('finds block quotes and list items nested past the limit, at the marker that passes it', () => {
    expect(findDeepNesting(`# Title\n\n${'> '.repeat(10_000)}deep\n`)).toEqual({ line: 3, column: 2 * MAX_NESTING + 1, kind: 'block' });
    expect(findDeepNesting(`${'>'.repeat(10_000)} deep\n`)).toEqual({ line: 1, column: MAX_NESTING + 1, kind: 'block' });
    expect(findDeepNesting(`text\n${'- '.repeat(10_000)}item\n`)).toEqual({ line: 2, column: 2 * MAX_NESTING + 1, kind: 'block' });
    expect(findDeepNesting(`${'1. '.repeat(200)}item\n`)).toEqual({ line: 1, column: 3 * MAX_NESTING + 1, kind: 'block' });
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
    expect(findDeepNesting(`\`\`\`text\n\`\`\`\n${'> '.repeat(500)}after code\n`)).toEqual({ line: 3, column: 2 * MAX_NESTING + 1, kind: 'block' });
  });

  it('finds elements nested past their limit, across lines, at the tag past it', () => {
    const divs = `${'<div>'.repeat(5_000)}x${'</div>'.repeat(5_000)}`;
    expect(findDeepNesting(`# T\n\n${divs}\n`)).toEqual({ line: 3, column: 5 * MAX_ELEMENT_NESTING + 1, kind: 'element' });
    expect(findDeepNesting(`${'<Box>\n'.repeat(MAX_ELEMENT_NESTING)}<Box>\n`)).toEqual({ line: MAX_ELEMENT_NESTING + 1, column: 1, kind: 'element' });
    expect(findDeepNesting(`${'<>'.repeat(MAX_ELEMENT_NESTING + 1)}`)?.kind).toBe('element');
  });

  it('counts closed, self-closing and void elements, and those whose end tag HTML lets one leave out, as not nesting', () => {
    const flat = `${'<span>x</span><br><img src="a.png"><Icon name="x" /><p>para<li>item'.repeat(1_000)}\n`;
    expect(findDeepNesting(flat)).toBeUndefined();
    expect(findDeepNesting(`${'<div>'.repeat(MAX_ELEMENT_NESTING)}as deep as allowed${'</div>'.repeat(MAX_ELEMENT_NESTING)}\n`)).toBeUndefined();
    expect(findDeepNesting(`\`${'<div>'.repeat(1_000)}\` in code\n\n\`\`\`html\n${'<div>'.repeat(1_000)}\n\`\`\`\n`)).toBeUndefined();
  });

  it('finds emphasis nested past the limit in one paragraph, at the run past it', () => {
    expect(findDeepNesting(`# T\n\n${'*a '.repeat(2_500)}x${' a*'.repeat(2_500)}\n`)).toEqual({ line: 3, column: 3 * MAX_NESTING + 1, kind: 'emphasis' });
    expect(findDeepNesting(`${'_a '.repeat(MAX_NESTING + 1)}x\n`)?.kind).toBe('emphasis');
    expect(findDeepNesting(`${'**a '.repeat(60)}${'*b '.repeat(60)}x\n`)?.kind).toBe('emphasis');
  });

  it('leaves emphasis that closes, intraword underscores, code spans, list markers and paragraphs apart alone', () => {
    expect(findDeepNesting(`${'*a* **b** _c_ snake_case_name '.repeat(1_000)}\n`)).toBeUndefined();
    expect(findDeepNesting(`${'*a '.repeat(MAX_NESTING)}x${' a*'.repeat(MAX_NESTING)}\n`)).toBeUndefined();
    expect(findDeepNesting(`\`\`${'*a '.repeat(1_000)}\`\`\n`)).toBeUndefined();
    expect(findDeepNesting(`${'* item *open\n\n'.repeat(1_000)}`)).toBeUndefined();
  });

  it('takes one pass over emphasis, tags and code spans: two hundred thousand of each end in the time of a test', () => {
    const text = `${'*a '.repeat(200_000)}\`${'<b>'.repeat(200_000)}\`${'``x '.repeat(200_000)}\n`;
    expect(findDeepNesting(text, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('takes a linear pass: a million markers are found on the first line that passes the limit', () => {
    expect(findDeepNesting(`${'>'.repeat(1_000_000)} x\n`)).toEqual({ line: 1, column: MAX_NESTING + 1, kind: 'block' });
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

  // Case 9: 5,000 nested elements or 2,500 nested `*` overflowed the stack with the file but no line, and the
  // emphasis took 40 s first.
  it.each([
    ['intro.md', `${'<div>'.repeat(5_000)}x${'</div>'.repeat(5_000)}`, 5 * MAX_ELEMENT_NESTING + 1, `HTML or JSX elements nest more than ${MAX_ELEMENT_NESTING} levels deep here.`],
    ['intro.mdx', `${'<div>'.repeat(5_000)}x${'</div>'.repeat(5_000)}`, 5 * MAX_ELEMENT_NESTING + 1, `HTML or JSX elements nest more than ${MAX_ELEMENT_NESTING} levels deep here.`],
    ['intro.md', `${'*a '.repeat(2_500)}x${' a*'.repeat(2_500)}`, 3 * MAX_NESTING + 1, `Emphasis (* or _) nests more than ${MAX_NESTING} levels deep here: that many are open at once in this paragraph.`],
  ])('%s with %#: deep elements or emphasis are an error at their line and column', async (name, deep, column, message) => {
    rmSync(join(site, 'content/docs/intro.md'), { force: true });
    rmSync(join(site, 'content/docs/intro.mdx'), { force: true });
    writeFileSync(join(site, 'content/docs', name), `# Introduction\n\nSome text.\n\n${deep}\n`);
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${formatLocation(e)} ${e.message} [${e.ruleId}]`)).toEqual([`${join('content', 'docs', name)}:5:${column} ${message} [docs-build:nesting]`]);
  }, 60_000);
});
