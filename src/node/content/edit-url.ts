import type { BlogEditUrlParams } from '../config/blog-schema.ts';
import type { DocEditUrlParams } from '../config/schema.ts';
import { DocsBuildError } from '../report/diagnostic.ts';

type EditUrlOption<P> = string | ((params: P) => string | undefined) | undefined;

/** Joins URL parts with one slash between them, as Docusaurus's edit URLs are joined. */
function joinUrl(prefix: string, ...parts: string[]): string {
  return [prefix.replace(/\/+$/, ''), ...parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean)].join('/');
}

/**
 * A page's frontmatter `custom_edit_url` wins over the option, and `null`
 * takes the link away, as in Docusaurus.
 */
function customEditUrl(frontmatter: Record<string, unknown>): { url?: string } | undefined {
  if (!('custom_edit_url' in frontmatter)) return undefined;
  const value = frontmatter.custom_edit_url;
  return typeof value === 'string' && value !== '' ? { url: value } : {};
}

/**
 * The 'Edit this page' URL of a doc. A string option is a prefix followed by
 * the docs version's folder and the doc's path in it; a function gets what
 * Docusaurus passes it, and whatever URL it returns is used.
 */
export function docEditUrl(option: EditUrlOption<DocEditUrlParams>, params: DocEditUrlParams, frontmatter: Record<string, unknown>): string | undefined {
  const custom = customEditUrl(frontmatter);
  if (custom) return custom.url;
  if (typeof option === 'function') return urlOrNothing(call(option, params, 'docs.editUrl', params.docPath));
  return option ? joinUrl(option, params.versionDocsDirPath, params.docPath) : undefined;
}

/** The 'Edit this page' URL of a blog post: the prefix, the blog folder and the post's path in it; or the function's result. */
export function blogEditUrl(option: EditUrlOption<BlogEditUrlParams>, params: BlogEditUrlParams, frontmatter: Record<string, unknown>): string | undefined {
  const custom = customEditUrl(frontmatter);
  if (custom) return custom.url;
  if (typeof option === 'function') return urlOrNothing(call(option, params, 'blog.editUrl', params.blogPath));
  return option ? joinUrl(option, params.blogDirPath, params.blogPath) : undefined;
}

/** The site's own function; when it throws, the build stops there, as Docusaurus's does, naming the option and the file. */
function call<P>(fn: (params: P) => unknown, params: P, keyPath: string, file: string): unknown {
  try {
    return fn(params);
  } catch (error) {
    throw new DocsBuildError(`The ${keyPath} function failed for ${file}: ${(error as Error).message}`, {
      hint: `It is called with ${JSON.stringify(params)}; make it return the page's edit URL.`,
      location: keyPath,
      cause: error,
    });
  }
}

function urlOrNothing(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
