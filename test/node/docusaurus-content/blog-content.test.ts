import { describe, expect, it } from 'vitest';
import type { BlogPostMeta } from '../../../src/node/blog/post-meta.ts';
import type { ContentSource } from '../../../src/node/content/content-source.ts';
import { blogPostsFromPlugin } from '../../../src/node/docusaurus-content/blog-content.ts';
import type { ContentPluginOutput } from '../../../src/node/plugins/run-plugins.ts';

/** A scanned post whose reading time counts how often it is read. */
function scannedPost(file: string): { source: ContentSource; counted: () => number } {
  let reads = 0;
  const blog: BlogPostMeta = {
    title: 'Scanned',
    date: '2024-01-01T00:00:00.000Z',
    authors: [],
    tags: [],
    get readingTime() {
      reads++;
      return 7;
    },
    contentTitle: false,
    excerpt: 'Text.',
    truncated: false,
    unlisted: false,
    blogPath: 'post.md',
  };
  const source = { kind: 'blog', file, displayPath: 'blog/post.md', route: '/blog/post', blog } as unknown as ContentSource;
  return { source, counted: () => reads };
}

function pluginOutput(readingTime: number | undefined): ContentPluginOutput {
  const metadata = { permalink: '/blog/post', source: '@site/blog/post.md', title: 'From the plugin', date: '2024-01-02', tags: [], readingTime, hasTruncateMarker: false, authors: [] };
  return { kind: 'blog', id: 'default', options: {}, content: { blogPosts: [{ id: 'post', metadata }] }, routes: [], data: new Map(), keyPath: 'presets[0]' } as unknown as ContentPluginOutput;
}

describe('blog posts from the blog plugin', () => {
  it("uses the plugin's reading time and never counts the words of the post again", () => {
    const { source, counted } = scannedPost('/site/blog/post.md');
    const { posts } = blogPostsFromPlugin(pluginOutput(3), [source], { siteDir: '/site', baseUrl: '/' });
    expect(posts[0]!.blog!.title).toBe('From the plugin');
    expect(posts[0]!.blog!.excerpt).toBe('Text.');
    expect(posts[0]!.blog!.readingTime).toBe(3);
    expect(counted()).toBe(0);
  });

  it("counts docs-build's own only when the plugin gave none, and only when it is read", () => {
    const { source, counted } = scannedPost('/site/blog/post.md');
    const { posts } = blogPostsFromPlugin(pluginOutput(undefined), [source], { siteDir: '/site', baseUrl: '/' });
    expect(counted()).toBe(0);
    expect(posts[0]!.blog!.readingTime).toBe(7);
    expect(counted()).toBe(1);
  });
});
