import { describe, expect, it } from 'vitest';
import { acceptedCodings } from '../../../src/node/server/encoding.ts';

describe('acceptedCodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['x-gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0.2, gzip;q=0.8', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['BR', ['br']],
    ['gzip;q=bogus', []],
  ])('%s → %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });
});
