import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirects } from '../../../src/node/server/redirects.ts';

const SOURCE = `
# comment line
/a            /b
/c/           /d        302   # trailing comment
/shop/*       /store/:splat 307
/forced       /e        301!
/spa/*        /spa/index.html 200
/*            /fallback  308
`;

describe('parseRedirects', () => {
  it('reads rules with their status, defaulting to 301', () => {
    const { rules, warnings } = parseRedirects(SOURCE);
    expect(warnings).toEqual([]);
    expect(rules.map(({ from, splat, to, status }) => [from, splat, to, status])).toEqual([
      ['/a', false, '/b', 301],
      ['/c', false, '/d', 302],
      ['/shop', true, '/store/:splat', 307],
      ['/forced', false, '/e', 301],
      ['/spa', true, '/spa/index.html', 200],
      ['', true, '/fallback', 308],
    ]);
  });

  it('turns unusable lines into warnings with line numbers', () => {
    const { rules, warnings } = parseRedirects('/ok /fine\n/lonely\nnope /x\n/a /b 404\n/a /b 301 extra\n/a https://x.invalid 200\n');
    expect(rules).toHaveLength(1);
    expect(warnings).toEqual([
      '_redirects:2: expected `from to [status]`',
      '_redirects:3: `from` must start with /',
      '_redirects:4: unsupported status 404',
      '_redirects:5: unexpected text after the status',
      '_redirects:6: a 200 rewrite must point at a path on this site',
    ]);
  });
});

describe('matchRedirect', () => {
  const { rules } = parseRedirects(SOURCE);

  it.each([
    ['/a', '', '/b', 301],
    ['/a/', '?x=1', '/b?x=1', 301],
    ['/c', '', '/d', 302],
    ['/shop/shoes/red', '', '/store/shoes/red', 307],
    ['/shop', '', '/store/', 307],
    ['/spa/deep/link', '', '/spa/index.html', 200],
    ['/anything/else', '?q', '/fallback?q', 308],
  ])('%s%s → %s (%i)', (path, search, location, status) => {
    expect(matchRedirect(rules, path, search)).toEqual({ location, status });
  });

  it('takes the first matching rule and matches splats on whole segments only', () => {
    const { rules: narrow } = parseRedirects('/shop/* /one\n/shop/* /two\n');
    expect(matchRedirect(narrow, '/shop/x', '')?.location).toBe('/one');
    expect(matchRedirect(narrow, '/shopping', '')).toBeNull();
  });

  it('keeps a target query instead of appending the request one', () => {
    const { rules: withQuery } = parseRedirects('/q /target?lang=en\n');
    expect(matchRedirect(withQuery, '/q', '?x=1')?.location).toBe('/target?lang=en');
  });
});
