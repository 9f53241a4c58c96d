import type { PageChunk, SiteData } from '../../shared/types.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { absoluteRouteUrl, assetUrl } from '../../shared/url.ts';
import { alternatePages } from '../../shared/locale-urls.ts';
import type { PageHead } from './page-head.ts';
import type { HtmlTags } from '../plugins/html-tags.ts';

export interface DocumentAssets {
  entryScript: string;
  stylesheets: string[];
  /** Modules to preload (the page's own React module, shared chunks). */
  preload: string[];
  scripts: Array<{ src: string; async?: boolean; defer?: boolean }>;
  /** Tags the site's Docusaurus plugins inject into every page (`injectHtmlTags`), as HTML. */
  htmlTags?: HtmlTags;
  /** The config's `headTags`, as HTML (render/head-tags.ts). */
  headTags: string[];
}

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Runs before first paint: applies the stored colour mode and the announcement
 * bar dismissal, so neither flashes, even if the main script fails later.
 */
export function headScript(site: SiteData): string {
  const fallback = site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;
  const barId = site.announcementBar?.id ?? '';
  return `(function(){var d=document.documentElement;try{var s=localStorage.getItem('theme');var c=s==='light'||s==='dark'?s:${JSON.stringify(fallback)};var t=c==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':matchMedia('(prefers-color-scheme: light)').matches?'light':${JSON.stringify(site.colorMode.defaultMode)}):c;d.setAttribute('data-theme',t);d.setAttribute('data-theme-choice',c);d.setAttribute('data-announcement-bar-initially-dismissed',String(localStorage.getItem('docusaurus.announcement.id')===${JSON.stringify(barId)}&&localStorage.getItem('docusaurus.announcement.dismiss')==='true'))}catch(e){}})();`;
}

/** The HTML shell around the rendered app. */
export function renderDocument(site: SiteData, chunk: Omit<PageChunk, 'html'>, appHtml: string, assets: DocumentAssets, pageHead?: Pick<PageHead, 'tags' | 'replaces'>): string {
  const { page } = chunk;
  const canonical = absoluteRouteUrl(site.url, page.permalink ?? page.route, site);
  // Bundle files and the favicon are named from the site root; the browser finds them under the base URL.
  const asset = (path: string) => escapeHtml(assetUrl(path, site));
  const choice = site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="docs-build">',
    `<title>${escapeHtml(page.headTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    site.noIndex || page.doc?.version?.noIndex || page.doc?.unlisted ? '<meta name="robots" content="noindex, nofollow">' : '',
    page.kind === 'notFound' ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(page.headTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    // The not-found page is answered at any address: it has none of its own to name.
    page.kind === 'notFound' ? '' : `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    `<meta property="og:locale" content="${escapeHtml(site.locale.htmlLang.replace('-', '_'))}">`,
    page.kind === 'notFound' ? '' : alternateTags(site, page.permalink ?? page.route),
    site.image ? `<meta property="og:image" content="${escapeHtml(site.image)}">\n<meta name="twitter:image" content="${escapeHtml(site.image)}">` : '',
    site.image ? '<meta name="twitter:card" content="summary_large_image">' : '<meta name="twitter:card" content="summary">',
    ...(site.metadata ?? []).map((attrs) => `<meta ${Object.entries(attrs).map(([k, v]) => `${escapeHtml(k)}="${escapeHtml(v)}"`).join(' ')}>`),
    site.favicon ? `<link rel="icon" href="${asset(site.favicon)}">` : '',
    `<meta name="color-scheme" content="dark light">`,
    `<script>${headScript(site)}</script>`,
    ...assets.headTags,
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${asset(href)}">`),
    `<link rel="modulepreload" href="${asset(assets.entryScript)}">`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${asset(href)}">`),
    ...assets.scripts.map((s) => `<script src="${escapeHtml(s.src)}"${s.async ? ' async' : ''}${s.defer !== false ? ' defer' : ''}></script>`),
    ...(assets.htmlTags?.head ?? []),
  ]
    .filter(Boolean)
    .filter((tag) => !replaced(tag, pageHead?.replaces ?? []));
  // A React page's own head tags come last, after the defaults they did not replace.
  head.push(...(pageHead?.tags ?? []));
  return `<!doctype html>
<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}" data-theme-choice="${choice}"${site.infima ? ' data-infima=""' : ''}>
<head>
${head.join('\n')}
</head>
<body>
${(assets.htmlTags?.preBody ?? []).map((tag) => `${tag}\n`).join('')}<div id="__docs">${appHtml}</div>
<script id="__docs-site" type="application/json">${safeJson(site)}</script>
<script id="__docs-data" type="application/json">${safeJson(chunk)}</script>
<script type="module" src="${asset(assets.entryScript)}"></script>
${(assets.htmlTags?.postBody ?? []).map((tag) => `${tag}\n`).join('')}</body>
</html>
`;
}

/**
 * On a site of several locales, theme-classic's alternates: the page in each locale (`hreflang`), the default
 * locale's as `x-default`, and the other locales' Open Graph names.
 */
function alternateTags(site: SiteData, route: string): string {
  if (site.i18n.locales.length < 2) return '';
  const pages = alternatePages(site, route);
  const link = (url: string, lang: string) => `<link rel="alternate" href="${escapeHtml(url)}" hreflang="${escapeHtml(lang)}">`;
  const others = new Set(site.i18n.locales.map((l) => l.htmlLang).filter((lang) => lang !== site.locale.htmlLang));
  return [
    ...pages.map((p) => link(p.url, p.locale.htmlLang)),
    link(pages.find((p) => p.locale.locale === site.i18n.defaultLocale)!.url, 'x-default'),
    ...[...others].map((lang) => `<meta property="og:locale:alternate" content="${escapeHtml(lang.replace('-', '_'))}">`),
  ].join('\n');
}

/** Whether a default head tag is one a page's own tags replace (by meta name or property, or the canonical link). */
function replaced(tag: string, keys: readonly string[]): boolean {
  if (keys.length === 0) return false;
  const meta = /^<meta (name|property)="([^"]*)"/.exec(tag);
  if (meta) return keys.includes(`${meta[1]}:${meta[2]}`);
  return tag.startsWith('<link rel="canonical"') && keys.includes('canonical');
}
