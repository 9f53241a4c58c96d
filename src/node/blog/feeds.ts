import { Feed } from 'feed';
import type { BlogOptions } from '../config/schema.ts';
import type { BlogPost } from './blog-model.ts';
import { absoluteRouteUrl, assetUrl, type UrlOptions } from '../../shared/url.ts';

// RSS 2.0, Atom 1.0 and JSON Feed 1.1 of the blog's newest posts, at '<blog>/rss.xml', '<blog>/atom.xml' and
// '<blog>/feed.json', as Docusaurus names them. Each entry carries the post's excerpt as its content.

export interface FeedSite {
  /** Origin, without a trailing slash. */
  url: string;
  title: string;
  language: string;
  /** The base URL and trailing-slash rule of the site's addresses. */
  urls?: UrlOptions;
}

export interface FeedFile {
  /** Path in the build folder, without a leading slash. */
  path: string;
  contents: string;
}

/** The whole URL of a route: origin, base URL, route. */
const absolute = (site: FeedSite, route: string) => absoluteRouteUrl(site.url, route, site.urls ?? { baseUrl: '/' });

/** Rewrites root-relative links and images of an excerpt (already under the base URL) to absolute URLs: feed readers have no base. */
const absoluteHtml = (site: FeedSite, html: string) => html.replace(/(href|src)="(\/[^/"][^"]*|\/)"/g, (_m, attr: string, path: string) => `${attr}="${site.url}${path}"`);

export function blogFeeds(options: BlogOptions, site: FeedSite, posts: BlogPost[], blogRoute: string): FeedFile[] {
  const raw = options.feedOptions.type;
  if (raw === null) return [];
  const types = raw === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(raw) ? raw : [raw];
  const limit = options.feedOptions.limit;
  const items = typeof limit === 'number' ? posts.slice(0, limit) : posts;
  const title = options.feedOptions.title ?? site.title;
  const description = options.feedOptions.description ?? `${site.title} Blog`;
  const language = options.feedOptions.language ?? site.language;
  const home = absolute(site, blogRoute);
  const folder = blogRoute === '/' ? '' : `${blogRoute.slice(1)}/`;
  const updated = items[0]?.summary.date ?? new Date(0).toISOString();
  const files: FeedFile[] = [];
  const meta = { title, description, language, home, updated, copyright: options.feedOptions.copyright };
  const self = (name: string) => `${home.replace(/\/$/, '')}/${name}`;
  const xml = types.includes('rss') || types.includes('atom') ? xmlFeed(site, meta, items, { rss: self('rss.xml'), atom: self('atom.xml') }) : undefined;
  if (xml && types.includes('rss')) files.push({ path: `${folder}rss.xml`, contents: `${xml.rss2()}\n` });
  if (xml && types.includes('atom')) files.push({ path: `${folder}atom.xml`, contents: `${xml.atom1()}\n` });
  if (types.includes('json')) files.push({ path: `${folder}feed.json`, contents: jsonFeed(site, meta, items, self('feed.json')) });
  return files;
}

interface FeedMeta {
  title: string;
  description: string;
  language: string;
  home: string;
  updated: string;
  copyright?: string;
}

/** RSS and Atom come from the `feed` package, as Docusaurus's do; one feed object serves both. */
function xmlFeed(site: FeedSite, meta: FeedMeta, posts: BlogPost[], links: { rss: string; atom: string }): Feed {
  const feed = new Feed({
    id: meta.home,
    title: meta.title,
    link: meta.home,
    description: meta.description,
    language: meta.language,
    updated: new Date(meta.updated),
    generator: 'docs-build',
    copyright: meta.copyright,
    feedLinks: links,
  });
  for (const post of posts) {
    feed.addItem({
      title: post.summary.title,
      link: absolute(site, post.summary.permalink),
      date: new Date(post.summary.date),
      description: post.description,
      content: absoluteHtml(site, post.summary.excerptHtml ?? ''),
      // A mailto: link is not a home page; Atom's <uri> takes only the latter.
      author: post.summary.authors.map((a) => ({ name: a.name, email: a.email, link: a.url && !a.url.startsWith('mailto:') ? a.url : undefined })),
      category: post.summary.tags.map((t) => ({ name: t.label, term: t.label })),
    });
  }
  return feed;
}

/**
 * JSON Feed stays hand-made: the `feed` package writes version 1, which has one author per item and no language,
 * where 1.1 lists every author of a post. It is one object given to JSON.stringify, with nothing to escape.
 */
function jsonFeed(site: FeedSite, meta: FeedMeta, posts: BlogPost[], self: string): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: meta.title,
    home_page_url: meta.home,
    feed_url: self,
    description: meta.description,
    language: meta.language,
    items: posts.map((post) => ({
      id: absolute(site, post.summary.permalink),
      url: absolute(site, post.summary.permalink),
      title: post.summary.title,
      content_html: absoluteHtml(site, post.summary.excerptHtml ?? ''),
      summary: post.description,
      date_published: post.summary.date,
      authors: post.summary.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.imageUrl ? { avatar: a.imageUrl.startsWith('/') ? `${site.url}${assetUrl(a.imageUrl, site.urls ?? { baseUrl: '/' })}` : a.imageUrl } : {}) })),
      tags: post.summary.tags.map((t) => t.label),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
