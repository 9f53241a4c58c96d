import { describe, expect, it } from 'vitest';
import { formatPostDate, frontmatterDate, postPathFacts } from '../../../src/node/blog/post-path.ts';
import { splitExcerpt } from '../../../src/node/blog/truncate.ts';
import { readingTime } from '../../../src/node/blog/reading-time.ts';
import { kebabCase } from '../../../src/node/blog/kebab-case.ts';
import { paginate } from '../../../src/node/blog/paginate.ts';
import { blogSchema } from '../../../src/node/config/blog-schema.ts';

describe('post dates and slugs from paths', () => {
  it.each([
    ['2021-05-25-launch.md', '2021-05-25', '2021/05/25/launch'],
    ['2021-05-25-launch/index.md', '2021-05-25', '2021/05/25/launch'],
    ['2021/05/25/launch.mdx', '2021-05-25', '2021/05/25/launch'],
    ['2021-5-3-short.md', '2021-05-03', '2021/5/3/short'],
    ['news/2022-01-02-inside-folder.md', '2022-01-02', 'news/2022/01/02/inside-folder'],
  ])('%s is dated %s with the slug %s', (path, date, slug) => {
    expect(postPathFacts(path)).toMatchObject({ date, slug });
  });

  it('gives an undated file its path as the slug and no date', () => {
    expect(postPathFacts('guides/welcome.md')).toEqual({ slug: 'guides/welcome', name: 'welcome' });
    expect(postPathFacts('guides/index.md')).toEqual({ slug: 'guides', name: 'guides' });
  });

  it('reads frontmatter dates as UTC days, and times as written', () => {
    expect(frontmatterDate('2020-12-31')).toBe('2020-12-31T00:00:00.000Z');
    expect(frontmatterDate('2020-12-31T10:30:00Z')).toBe('2020-12-31T10:30:00.000Z');
    expect(frontmatterDate(new Date(Date.UTC(2019, 0, 2)))).toBe('2019-01-02T00:00:00.000Z');
    expect(frontmatterDate('not a date')).toBeUndefined();
    expect(frontmatterDate(undefined)).toBeUndefined();
  });

  it('formats dates in UTC for the site language', () => {
    expect(formatPostDate('2021-05-25T00:00:00.000Z', 'en')).toBe('May 25, 2021');
    expect(formatPostDate('2021-05-25T23:30:00.000Z', 'en-US')).toBe('May 25, 2021');
  });
});

describe('truncation', () => {
  const marker = blogSchema.parse({}).truncateMarker;

  it('cuts at <!-- truncate --> in Markdown, with or without spaces', () => {
    expect(splitExcerpt('Intro.\n\n<!-- truncate -->\n\nRest.', marker)).toEqual({ excerpt: 'Intro.\n\n', truncated: true });
    expect(splitExcerpt('Intro.\n<!--truncate-->\nRest.', marker)).toEqual({ excerpt: 'Intro.\n', truncated: true });
  });

  it('cuts at {/* truncate */} in MDX', () => {
    expect(splitExcerpt('Intro.\n\n{/* truncate */}\n\nRest.', marker)).toEqual({ excerpt: 'Intro.\n\n', truncated: true });
  });

  it('keeps a post without a marker whole', () => {
    expect(splitExcerpt('All of it.', marker)).toEqual({ excerpt: 'All of it.', truncated: false });
  });
});

describe('reading time', () => {
  it('counts words at 200 a minute, rounded up, at least 1', () => {
    expect(readingTime('word '.repeat(10), 'en')).toBe(1);
    expect(readingTime('word '.repeat(200), 'en')).toBe(1);
    expect(readingTime('word '.repeat(201), 'en')).toBe(2);
    expect(readingTime('word, word. '.repeat(500), 'en')).toBe(5);
  });
});

describe('permalink words', () => {
  it.each([
    ['Release', 'release'],
    ['Jest 27', 'jest-27'],
    ['jestRuntime', 'jest-runtime'],
    ['Inline Tag!', 'inline-tag'],
    ['C# & .NET', 'c-net'],
  ])('%s → %s', (label, slug) => expect(kebabCase(label)).toBe(slug));
});

describe('pagination', () => {
  it('puts the first page at the base and the others under /page/<n>', () => {
    const pages = paginate([1, 2, 3, 4, 5], 2, '/blog', 'page');
    expect(pages.map((p) => [p.route, p.items])).toEqual([
      ['/blog', [1, 2]],
      ['/blog/page/2', [3, 4]],
      ['/blog/page/3', [5]],
    ]);
    expect(pages[1]!.pagination).toEqual({ page: 2, totalPages: 3, previous: '/blog', next: '/blog/page/3' });
  });

  it("puts everything on one page with 'ALL', and has one empty page for no items", () => {
    expect(paginate([1, 2, 3], 'ALL', '/blog', 'page').map((p) => p.items)).toEqual([[1, 2, 3]]);
    expect(paginate([], 10, '/blog', 'page').map((p) => p.route)).toEqual(['/blog']);
  });
});
