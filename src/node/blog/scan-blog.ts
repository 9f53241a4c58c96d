import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { findContentFiles, skipContentFolder } from '../content/content-files.ts';
import type { BlogOptions, Config } from '../config/schema.ts';
import { frontmatterLength, parseFrontmatter } from '../content/frontmatter.ts';
import { firstHeading } from '../content/first-heading.ts';
import { contentFormat } from '../content/format.ts';
import { normaliseRoute } from '../content/routes.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { postAuthors, readAuthorsMap, type AuthorsMap } from './authors.ts';
import { frontmatterKeyLine } from './frontmatter-line.ts';
import { frontmatterDate, postPathFacts } from './post-path.ts';
import { readingTime } from './reading-time.ts';
import { lazyValue } from './lazy-value.ts';
import { readTagsFile } from './tags.ts';
import { postTags } from './tags.ts';
import { splitExcerpt } from './truncate.ts';
import type { BlogPostMeta } from './post-meta.ts';

export interface BlogScan {
  posts: ContentSource[];
  authors: AuthorsMap;
  problems: Diagnostic[];
}

/** Route of a path under the blog: '/blog/tags/x'. */
export function blogRoute(blog: BlogOptions, path: string): string {
  return normaliseRoute(`/${blog.routeBasePath}/${path}`);
}

/**
 * The blog's posts, as content sources carrying their blog facts; none when the blog folder does not exist.
 * `localizedDir` is a locale's translations of the posts (Docusaurus's `i18n/<locale>/docusaurus-plugin-content-blog`):
 * the posts are those of the blog folder, each read from its translation there when it has one.
 */
export async function scanBlog(config: Config, root: string, localizedDir?: string): Promise<BlogScan> {
  const blog = config.blog;
  const empty: BlogScan = { posts: [], authors: new Map(), problems: [] };
  if (blog === false) return empty;
  const dir = join(root, blog.path);
  if (!existsSync(dir)) return empty;
  const problems: Diagnostic[] = [];
  const { authors, problems: authorProblems } = readAuthorsMap(join(dir, blog.authorsMapPath), root, blogRoute(blog, blog.authorsBasePath));
  const tagsPath = typeof blog.tags === 'string' ? join(dir, blog.tags) : undefined;
  const { tags: tagsFile, problems: tagProblems } = readTagsFile(tagsPath, root, blogRoute(blog, blog.tagsBasePath));
  problems.push(...authorProblems, ...tagProblems);
  // Symlinks as in the docs folder; no link inside a folder starting with '_' (the default `exclude`) is followed.
  const found = findContentFiles(dir, root, { patterns: blog.include, ignore: [...blog.exclude, '**/node_modules/**'], skipFolder: skipContentFolder });
  problems.push(...found.problems);
  const files = found.files.sort();
  const posts: ContentSource[] = [];
  for (const rel of files) {
    const translated = localizedDir === undefined ? undefined : join(localizedDir, rel);
    const file = translated !== undefined && existsSync(translated) ? translated : join(dir, rel);
    const source = await readFile(file, 'utf8');
    const displayPath = relative(root, file);
    const parsed = parseFrontmatter(source, displayPath);
    problems.push(...parsed.problems);
    const fm = parsed.data;
    if (fm.draft === true) continue;
    const facts = postPathFacts(rel);
    const date = frontmatterDate(fm.date) ?? (facts.date ? `${facts.date}T00:00:00.000Z` : statSync(file).mtime.toISOString());
    if (fm.date !== undefined && frontmatterDate(fm.date) === undefined) {
      problems.push({ file: displayPath, line: frontmatterKeyLine(source, 'date'), column: 1, message: `Frontmatter 'date' is not a date: ${JSON.stringify(fm.date)}.`, ruleId: 'frontmatter', severity: 'error', hint: "Write the date as YYYY-MM-DD, e.g. 'date: 2021-05-25'." });
    }
    const slug = typeof fm.slug === 'string' ? fm.slug.replace(/^\/+/, '') : facts.slug;
    const h1 = firstHeading(source);
    const body = source.slice(frontmatterLength(source));
    // A '# Title' that opens the post is its title (without a frontmatter one): the post header shows it, so
    // neither the excerpt nor the page shows it again.
    const leading = /^\s*#\s+[^\n]*\n?/.exec(body);
    const contentTitle = fm.title === undefined && leading !== null && h1 !== undefined;
    const withoutTitle = contentTitle ? body.slice(leading[0].length) : body;
    const { excerpt, truncated } = splitExcerpt(withoutTitle, blog.truncateMarker);
    const postAuthorsResult = postAuthors(fm, authors, { file: displayPath, line: frontmatterKeyLine(source, fm.authors !== undefined ? 'authors' : 'author') });
    const postTagsResult = postTags(fm.tags, tagsFile, blogRoute(blog, blog.tagsBasePath), blog.onInlineTags, { file: displayPath, line: frontmatterKeyLine(source, 'tags') });
    problems.push(...postAuthorsResult.problems, ...postTagsResult.problems);
    const minutes = lazyValue(() => readingTime(body, config.i18n.defaultLocale));
    const meta: BlogPostMeta = {
      title: fm.title ?? (contentTitle ? h1 : undefined) ?? facts.name,
      contentTitle,
      date,
      authors: postAuthorsResult.authors,
      tags: postTagsResult.tags,
      get readingTime() {
        return minutes();
      },
      excerpt,
      truncated,
      unlisted: fm.unlisted === true,
      blogPath: rel,
    };
    posts.push({
      plugin: 'blog',
      file,
      displayPath,
      route: blogRoute(blog, slug),
      // Docusaurus's `markdown.format` applies to posts as to docs and pages: with 'mdx', a .md post is MDX too.
      format: contentFormat(rel, config.markdown.format),
      source,
      frontmatter: fm,
      h1,
      blog: meta,
    });
  }
  return { posts, authors, problems };
}
