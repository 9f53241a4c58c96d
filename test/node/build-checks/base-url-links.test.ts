import { describe, expect, it } from 'vitest';
import { checkReferences, type LinkRules } from '../../../src/node/build-checks/links.ts';
import type { ContentReference } from '../../../src/node/markdown/vfile-data.ts';

const rules = (trailingSlash?: boolean): LinkRules => ({
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenMarkdownImages: 'throw',
  baseUrl: '/my-project/',
  trailingSlash,
});
const targets = { routes: new Set(['/docs/a', '/docs/b', '/docs/a/c']), ids: new Map(), files: new Set(['/img/x.png']) };
const link = (url: string, line = 3, column = 7): ContentReference => ({ kind: 'link', url, line, column });
const check = (refs: ContentReference[], trailingSlash?: boolean) =>
  checkReferences([{ file: 'docs/a.md', route: '/docs/a', references: refs }], targets, rules(trailingSlash)).map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`);

describe('the link check under a base URL', () => {
  it('takes paths from the root as the page writes them: the base added once', () => {
    expect(check([link('/docs/b'), link('/my-project/docs/b'), link('/img/x.png'), link('pathname:///not/a/route')])).toEqual([]);
    expect(check([link('/docs/missing')])).toEqual(['docs/a.md:3:7 Broken link to /docs/missing: no page has the route /docs/missing.']);
  });

  it("resolves a relative link from the page's own address, which trailingSlash decides", () => {
    // /my-project/docs/a → `b` is /my-project/docs/b.
    expect(check([link('b')])).toEqual([]);
    expect(check([link('b')], false)).toEqual([]);
    // /my-project/docs/a/ → `b/` is /my-project/docs/a/b/, which is no page (Docusaurus writes the same link).
    expect(check([link('b', 4, 2)], true)).toEqual(['docs/a.md:4:2 Broken link to b: no page has the route /docs/a/b.']);
    expect(check([link('c')], true)).toEqual([]);
    expect(check([link('../b')], true)).toEqual([]);
  });

  it('reports a relative link that climbs out of the base', () => {
    expect(check([link('../../../elsewhere', 5, 1)])).toEqual([
      "docs/a.md:5:1 Broken link to ../../../elsewhere: it leads to /elsewhere, outside the site's base URL /my-project/.",
    ]);
  });
});

describe('a link that matches a route only in other letter case', () => {
  it("is a warning naming the route's own spelling: Docusaurus's check accepts it, but no page is written at that path", () => {
    const problems = checkReferences([{ file: 'docs/a.md', route: '/docs/a', references: [link('/docs/B#part', 6, 2)] }], targets, rules());
    expect(problems).toEqual([
      expect.objectContaining({ file: 'docs/a.md', line: 6, column: 2, severity: 'warning', ruleId: 'broken-link', message: expect.stringContaining("the page's route is /docs/b, in other letter case"), hint: 'Write the link as /docs/b.' }),
    ]);
    expect(checkReferences([{ file: 'docs/a.md', route: '/docs/a', references: [link('/docs/B')] }], targets, { ...rules(), onBrokenLinks: 'ignore' })).toEqual([]);
  });
});
