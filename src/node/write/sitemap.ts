import { absoluteRouteUrl, type UrlOptions } from '../../shared/url.ts';
import { escapeHtml as escapeXml } from '../../shared/escape.ts';

/** Routes are kept decoded; a `<loc>` must be a valid URL, so absoluteRouteUrl percent-encodes it. */
export function buildSitemap(siteUrl: string, routes: string[], urlOptions: UrlOptions = { baseUrl: '/' }): string {
  const urls = [...routes]
    .sort()
    .map((route) => `  <url><loc>${escapeXml(absoluteRouteUrl(siteUrl, route, urlOptions))}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
