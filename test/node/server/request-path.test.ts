import { describe, expect, it } from 'vitest';
import { displayPath, parseRequestPath } from '../../../src/node/server/request-path.ts';

describe('parseRequestPath', () => {
  it('decodes segments and keeps the raw spelling for redirects', () => {
    const parsed = parseRequestPath('/docs/caf%C3%A9//guide/?q=1');
    expect(parsed).toEqual({
      ok: true,
      path: { segments: ['docs', 'café', 'guide'], rawSegments: ['docs', 'caf%C3%A9', 'guide'], trailingSlash: true, search: '?q=1' },
    });
    if (parsed.ok) expect(displayPath(parsed.path)).toBe('/docs/caf%C3%A9/guide/');
  });

  it('treats the root as no segments and no trailing slash', () => {
    const parsed = parseRequestPath('/');
    expect(parsed.ok && parsed.path).toEqual({ segments: [], rawSegments: [], trailingSlash: false, search: '' });
    if (parsed.ok) expect(displayPath(parsed.path)).toBe('/');
  });

  it.each([
    ['/a/../b', 'dot segment in path'],
    ['/a/%2E%2e/b', 'dot segment in path'],
    ['/a/./b', 'dot segment in path'],
    ['/a%2Fb', 'forbidden character in path'],
    ['/a%5Cb', 'forbidden character in path'],
    ['/a\\b', 'backslash in path'],
    ['/a%00', 'forbidden character in path'],
    ['/%C3', 'malformed percent-encoding'],
    ['*', 'request target must be a path'],
  ])('rejects %s: %s', (target, reason) => {
    expect(parseRequestPath(target)).toEqual({ ok: false, status: 400, reason });
  });

  it('does not decode twice', () => {
    const parsed = parseRequestPath('/%252e%252e/x');
    expect(parsed.ok && parsed.path.segments).toEqual(['%2e%2e', 'x']);
  });

  it('limits the length of the whole target, query included', () => {
    expect(parseRequestPath(`/?${'x'.repeat(2046)}`).ok).toBe(true);
    expect(parseRequestPath(`/?${'x'.repeat(2047)}`)).toMatchObject({ ok: false, status: 414 });
  });

  it('ignores a fragment that a careless client sent', () => {
    const parsed = parseRequestPath('/page#top');
    expect(parsed.ok && parsed.path.segments).toEqual(['page']);
  });
});
