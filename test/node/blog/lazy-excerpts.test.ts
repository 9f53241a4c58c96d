import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// Counts the posts whose excerpt and reading time are made, while making them as usual.
const made = vi.hoisted(() => ({ excerpts: 0, readingTimes: 0 }));
vi.mock('../../../src/node/blog/excerpt-html.ts', async (original) => {
  const real = await original<typeof import('../../../src/node/blog/excerpt-html.ts')>();
  const excerptHtml = (...args: Parameters<typeof real.excerptHtml>) => {
    made.excerpts++;
    return real.excerptHtml(...args);
  };
  return { ...real, excerptHtml };
});
vi.mock('../../../src/node/blog/reading-time.ts', async (original) => {
  const real = await original<typeof import('../../../src/node/blog/reading-time.ts')>();
  const readingTime = (...args: Parameters<typeof real.readingTime>) => {
    made.readingTimes++;
    return real.readingTime(...args);
  };
  return { ...real, readingTime };
});

const { loadConfig } = await import('../../../src/node/config/load.ts');
const { loadSiteContent } = await import('../../../src/node/content-plugins/load-site-content.ts');
const { buildSiteModel } = await import('../../../src/node/model/site-model.ts');

const fixture = fileURLToPath(new URL('../../fixtures/blog/', import.meta.url));

describe('the blog model', () => {
  it('makes a post’s excerpt and reading time only when a page that shows them is read', async () => {
    const { config, root, configFile } = await loadConfig(undefined, fixture);
    const scanned = await loadSiteContent(config, root);
    const model = buildSiteModel({ config, root, configFile, sources: scanned.sources, blogAuthors: scanned.blogAuthors });
    expect(made).toEqual({ excerpts: 0, readingTimes: 0 });
    // The first list page shows two posts (postsPerPage: 2), each with its excerpt and reading time.
    const first = model.blog!.pages.find((page) => page.route === '/blog')!;
    expect(first.blog?.view === 'list' && first.blog.posts.map((post) => [post.title, typeof post.excerptHtml, typeof post.readingTime])).toEqual([
      ['Third, in MDX', 'string', 'number'],
      ['A second post', 'string', 'number'],
    ]);
    expect(made).toEqual({ excerpts: 2, readingTimes: 2 });
  });
});
