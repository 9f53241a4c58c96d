import { describe, expect, it } from 'vitest';
import { frontmatterLength, parseFrontmatter } from '../../../src/node/content/frontmatter.ts';

describe('parseFrontmatter', () => {
  it('reads known and unknown keys', () => {
    const source = '---\ntitle: Basic Configuration\nsidebar_position: 2\nhide_table_of_contents: true\nkeywords: [mqtt, camera]\n---\n# Body\n';
    const { data, problems } = parseFrontmatter(source, 'docs/a.md');
    expect(problems).toEqual([]);
    expect(data).toEqual({ title: 'Basic Configuration', sidebar_position: 2, hide_table_of_contents: true, keywords: ['mqtt', 'camera'] });
  });

  it('returns nothing for a file without frontmatter, or an empty block', () => {
    expect(parseFrontmatter('# Just a heading\n', 'a.md')).toEqual({ data: {}, problems: [] });
    expect(parseFrontmatter('---\n\n---\nText\n', 'a.md')).toEqual({ data: {}, problems: [] });
  });

  it('accepts CRLF line endings', () => {
    const { data, problems } = parseFrontmatter('---\r\ntitle: Windows\r\n---\r\nBody\r\n', 'a.md');
    expect(problems).toEqual([]);
    expect(data.title).toBe('Windows');
  });

  it('reports a YAML error at its line and column in the file', () => {
    // The unclosed quote is on line 4 of the file (line 3 of the YAML); YAML
    // reports it where the line ends, column 17.
    const source = '---\ntitle: Fine\nslug: /x\nlabel: "unclosed\n---\nBody\n';
    const { data, problems } = parseFrontmatter(source, 'docs/broken.md');
    expect(data).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'docs/broken.md', line: 4, column: 17, ruleId: 'frontmatter', severity: 'error' });
    expect(problems[0]!.message).toMatch(/^Invalid frontmatter YAML: .*quote/i);
    expect(problems[0]!.hint).toBeTruthy();
  });

  // Case 8 of the safety issue: an alias bomb threw out of the scan with no file named.
  it('reports an alias bomb as an error of the file, instead of throwing', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (const [i, name] of ['b', 'c', 'd', 'e', 'f', 'g', 'h'].entries()) {
      const prev = 'abcdefg'[i]!;
      bomb.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const { data, problems } = parseFrontmatter(`---\n${bomb.join('\n')}\n---\nBody\n`, 'docs/bomb.md');
    expect(data).toEqual({});
    // Line 4 holds `c: &c [*b, …]`, the first alias of a list of aliases.
    expect(problems).toEqual([expect.objectContaining({ file: 'docs/bomb.md', line: 4, column: 8, ruleId: 'frontmatter', severity: 'error', message: expect.stringMatching(/^Invalid frontmatter YAML: .*alias/i) })]);
  });

  it('reports a YAML error on the first YAML line as file line 2', () => {
    const { problems } = parseFrontmatter('---\ntitle: a: b\n---\n', 'a.md');
    expect(problems[0]).toMatchObject({ line: 2, column: 8 });
  });

  it('reports a known key of the wrong type at the line of that key', () => {
    const source = '---\ntitle: Hello\ndescription: Words\nsidebar_position: first\n---\n';
    const { data, problems } = parseFrontmatter(source, 'docs/typed.md');
    expect(data).toEqual({});
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'docs/typed.md',
        line: 4,
        message: "Frontmatter key 'sidebar_position' has the wrong type: expected number, got string.",
        severity: 'error',
      }),
    ]);
  });

  it('reports every wrongly typed key, each at its own line', () => {
    const source = '---\ntitle: 42\nhide_table_of_contents: "yes"\n---\n';
    const { problems } = parseFrontmatter(source, 'a.md');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [2, "Frontmatter key 'title' has the wrong type: expected string, got number."],
      [3, "Frontmatter key 'hide_table_of_contents' has the wrong type: expected boolean, got string."],
    ]);
  });

  it('rejects a block that is not a mapping', () => {
    const { problems } = parseFrontmatter('---\n- a\n- b\n---\n', 'a.md');
    expect(problems[0]).toMatchObject({ line: 2, message: expect.stringMatching(/mapping/) });
  });
});

describe('frontmatterLength', () => {
  it('is the length of the fenced block, and 0 without one', () => {
    const block = '---\ntitle: X\n---\n';
    expect(frontmatterLength(`${block}# Body`)).toBe(block.length);
    expect(frontmatterLength('# Body')).toBe(0);
  });
});
