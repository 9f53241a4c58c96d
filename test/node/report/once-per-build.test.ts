import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/node/report/diagnostic.ts';
import { oncePerBuild } from '../../../src/node/report/once-per-build.ts';

const unknown = (file: string, line: number, lang = 'nosuchlang'): Diagnostic => ({
  file,
  line,
  column: 1,
  message: `Unknown code block language '${lang}'; its blocks are shown as plain text.`,
  ruleId: 'docs-build:code-language',
  severity: 'warning',
  hint: 'Use a language name Shiki knows.',
});

describe('oncePerBuild', () => {
  it('keeps the first unknown-language warning per language and names the other places', () => {
    const other: Diagnostic = { file: 'docs/b.md', line: 2, message: 'Something else', ruleId: 'docs-build:admonition', severity: 'warning' };
    const kept = oncePerBuild([unknown('docs/a.md', 3), other, unknown('docs/b.md', 9), unknown('docs/c.md', 1, 'otherlang'), unknown('docs/d.md', 4)]);
    expect(kept.map((d) => `${d.file}:${d.line} ${d.hint ?? ''}`)).toEqual([
      'docs/a.md:3 Use a language name Shiki knows. Also used on 2 other pages: docs/b.md:9:1, docs/d.md:4:1.',
      'docs/b.md:2 ',
      'docs/c.md:1 Use a language name Shiki knows.',
    ]);
  });

  it('leaves other rules repeated as they are', () => {
    const same: Diagnostic = { file: 'docs/a.md', line: 1, message: 'x', ruleId: 'docs-build:admonition', severity: 'warning' };
    expect(oncePerBuild([same, { ...same, line: 2 }])).toHaveLength(2);
  });
});
