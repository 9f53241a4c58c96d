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

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

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
  if (types.includes('rss')) files.push({ path: `${folder}rss.xml`, contents: rss(site, meta, items, `${home.replace(/\/$/, '')}/rss.xml`) });
  if (types.includes('atom')) files.push({ path: `${folder}atom.xml`, contents: atom(site, meta, items, `${home.replace(/\/$/, '')}/atom.xml`) });
  if (types.includes('json')) files.push({ path: `${folder}feed.json`, contents: jsonFeed(site, meta, items, `${home.replace(/\/$/, '')}/feed.json`) });
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

function rss(site: FeedSite, meta: FeedMeta, posts: BlogPost[], self: string): string {
  const items = posts.map((post) => {
    const url = absolute(site, post.summary.permalink);
    const lines = [
      `<title>${escapeXml(post.summary.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${new Date(post.summary.date).toUTCString()}</pubDate>`,
      `<description>${escapeXml(post.description)}</description>`,
      `<content:encoded>${escapeXml(absoluteHtml(site, post.summary.excerptHtml ?? ''))}</content:encoded>`,
      ...post.summary.authors.map((a) => (a.email ? `<author>${escapeXml(`${a.email} (${a.name})`)}</author>` : `<dc:creator>${escapeXml(a.name)}</dc:creator>`)),
      ...post.summary.tags.map((t) => `<category>${escapeXml(t.label)}</category>`),
    ];
    return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(meta.title)}</title>`,
    `    <link>${escapeXml(meta.home)}</link>`,
    `    <description>${escapeXml(meta.description)}</description>`,
    `    <lastBuildDate>${new Date(meta.updated).toUTCString()}</lastBuildDate>`,
    '    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    '    <generator>docs-build</generator>',
    `    <language>${escapeXml(meta.language)}</language>`,
    ...(meta.copyright ? [`    <copyright>${escapeXml(meta.copyright)}</copyright>`] : []),
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function atom(site: FeedSite, meta: FeedMeta, posts: BlogPost[], self: string): string {
  const entries = posts.map((post) => {
    const url = absolute(site, post.summary.permalink);
    const lines = [
      `<title type="html">${escapeXml(post.summary.title)}</title>`,
      `<id>${escapeXml(url)}</id>`,
      `<link href="${escapeXml(url)}"/>`,
      `<updated>${post.summary.date}</updated>`,
      `<summary type="html">${escapeXml(post.description)}</summary>`,
      `<content type="html">${escapeXml(absoluteHtml(site, post.summary.excerptHtml ?? ''))}</content>`,
      ...post.summary.authors.map((a) => `<author>\n        <name>${escapeXml(a.name)}</name>${a.url && !a.url.startsWith('mailto:') ? `\n        <uri>${escapeXml(a.url)}</uri>` : ''}${a.email ? `\n        <email>${escapeXml(a.email)}</email>` : ''}\n      </author>`),
      ...post.summary.tags.map((t) => `<category label="${escapeXml(t.label)}" term="${escapeXml(t.label)}"/>`),
    ];
    return `  <entry>\n      ${lines.join('\n      ')}\n  </entry>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(meta.language)}">`,
    `  <id>${escapeXml(meta.home)}</id>`,
    `  <title>${escapeXml(meta.title)}</title>`,
    `  <updated>${meta.updated}</updated>`,
    '  <generator>docs-build</generator>',
    `  <link rel="alternate" href="${escapeXml(meta.home)}"/>`,
    `  <link rel="self" href="${escapeXml(self)}"/>`,
    `  <subtitle>${escapeXml(meta.description)}</subtitle>`,
    ...(meta.copyright ? [`  <rights>${escapeXml(meta.copyright)}</rights>`] : []),
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

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
