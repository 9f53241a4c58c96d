import { Parser } from 'htmlparser2';

/** Which class token marks each region of a page in one generator's markup. */
export interface RegionClasses {
  navbar: string;
  footer: string;
  sidebar: string;
  /** The page's table of contents (not an inline one inside the content). */
  toc: string;
  /** A doc's rendered Markdown content. */
  content: string;
}

/**
 * Docusaurus's theme-classic: `<nav class="navbar …">`, `<footer class="footer …">`, `<ul class="theme-doc-sidebar-menu …">`,
 * the table of contents' `<ul class="table-of-contents table-of-contents__left-border">` (an inline `TOCInline` has
 * `table-of-contents` without the border; the mobile one is not rendered until opened) and `<div class="theme-doc-markdown markdown">`.
 */
export const DOCUSAURUS_REGIONS: RegionClasses = {
  navbar: 'navbar',
  footer: 'footer',
  sidebar: 'theme-doc-sidebar-menu',
  toc: 'table-of-contents__left-border',
  content: 'theme-doc-markdown',
};

/**
 * docs-build's theme: `<header class="navbar">`, `<footer class="footer">`, `<nav class="sidebar">`, `<nav class="toc">`
 * and the content's `<div class="markdown">` (theme/Navbar.tsx, Footer.tsx, DocSidebar.tsx, TableOfContents.tsx, Content.tsx).
 */
export const DOCS_BUILD_REGIONS: RegionClasses = { navbar: 'navbar', footer: 'footer', sidebar: 'sidebar', toc: 'toc', content: 'markdown' };

/** CSS selectors for the first link of a doc's content, per generator: heading anchors are not content links. */
export const DOCUSAURUS_CONTENT_LINK = '.theme-doc-markdown a[href]:not(.hash-link)';
export const DOCS_BUILD_CONTENT_LINK = '.doc-page__article .markdown a[href]:not(.hash-link)';

export interface PageFacts {
  /** Text of the first `<h1>`, whitespace collapsed; null when the page has none. */
  h1: string | null;
  /** Internal link targets of the whole page, as site paths (baseUrl included, no query or hash). */
  links: string[];
  navbar: string[];
  footer: string[];
  sidebar: string[];
  /** The anchors the table of contents links to, in order (`#id`; see {@link tocEntry}). */
  toc: string[];
  /** Whether the page has a doc's content region, and the first link in it that is not a heading anchor. */
  doc: boolean;
  contentLink: { href: string; text: string } | null;
}

type Region = keyof RegionClasses;
type LinkRegion = 'navbar' | 'footer' | 'sidebar';
const REGIONS: Region[] = ['navbar', 'footer', 'sidebar', 'toc', 'content'];
const LINK_REGIONS: LinkRegion[] = ['navbar', 'footer', 'sidebar'];
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Resolves an `href` found on the page at `pageUrl` to a site path, or null
 * when it leaves the site (another origin, `mailto:`, …) or only names an
 * anchor on the same page. Absolute URLs on `siteOrigin` count as internal.
 */
export function internalPath(href: string, pageUrl: string, siteOrigin = 'https://site.invalid'): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, `https://site.invalid${pageUrl}`);
  } catch {
    return null;
  }
  const origin = new URL(siteOrigin).origin;
  if (url.origin !== 'https://site.invalid' && url.origin !== origin) return null;
  try {
    return decodeURI(url.pathname);
  } catch {
    return url.pathname;
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A table-of-contents `href` as the anchor it names: `#caf%C3%A9`, `#café`
 * and `/docs/page#café` on the page `/docs/page` are all `#café`. A link to
 * another page keeps its path.
 */
export function tocEntry(href: string, pageUrl: string): string {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return decoded(trimmed);
  let url: URL;
  try {
    url = new URL(trimmed, `https://site.invalid${pageUrl}`);
  } catch {
    return decoded(trimmed);
  }
  if (url.origin !== 'https://site.invalid') return trimmed;
  const strip = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  return strip(decoded(url.pathname)) === strip(decoded(pageUrl)) ? decoded(url.hash) : decoded(`${url.pathname}${url.hash}`);
}

/**
 * Reads the facts the compatibility check compares from one page's HTML:
 * its first `<h1>`, every internal `<a href>`, the links inside the navbar,
 * footer and doc sidebar, the table of contents' entries, and the first link
 * of a doc's content, as `classes` marks the regions. Regions are found by
 * class token, so `footer__link` or `blog-post__footer` do not count.
 */
export function extractPage(html: string, pageUrl: string, classes: RegionClasses, siteOrigin?: string): PageFacts {
  const links = new Set<string>();
  const regionLinks: Record<LinkRegion, Set<string>> = { navbar: new Set(), footer: new Set(), sidebar: new Set() };
  const toc: string[] = [];
  // One entry per open element: the regions it opened (so closing it leaves them).
  const stack: Region[][] = [];
  const open: Record<Region, number> = { navbar: 0, footer: 0, sidebar: 0, toc: 0, content: 0 };
  let h1: string | null = null;
  let h1Depth = -1;
  let h1Text = '';
  let skipDepth = -1;
  let doc = false;
  let headingDepth = -1;
  let contentLink: { href: string; text: string } | null = null;
  // Depth of the content link being read, while its text is collected.
  let contentLinkDepth = -1;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tokens = (attributes.class ?? '').split(/\s+/);
        const opened = REGIONS.filter((region) => tokens.includes(classes[region]));
        for (const region of opened) open[region] += 1;
        if (opened.includes('content')) doc = true;
        if (!VOID_TAGS.has(name)) stack.push(opened);
        else for (const region of opened) open[region] -= 1;
        if (skipDepth < 0 && (name === 'script' || name === 'style' || name === 'noscript')) skipDepth = stack.length;
        if (name === 'h1' && h1 === null && h1Depth < 0) {
          h1Depth = stack.length;
          h1Text = '';
        }
        if (HEADINGS.has(name) && headingDepth < 0) headingDepth = stack.length;
        if (name === 'a' && attributes.href !== undefined) {
          const path = internalPath(attributes.href, pageUrl, siteOrigin);
          if (path !== null) {
            links.add(path);
            for (const region of LINK_REGIONS) if (open[region] > 0) regionLinks[region].add(path);
          }
          if (open.toc > 0) toc.push(tocEntry(attributes.href, pageUrl));
          if (open.content > 0 && contentLink === null && headingDepth < 0 && !tokens.includes('hash-link')) {
            contentLink = { href: attributes.href.trim(), text: '' };
            contentLinkDepth = stack.length;
          }
        }
      },
      ontext(text) {
        if (skipDepth >= 0) return;
        if (h1Depth >= 0) h1Text += text;
        if (contentLinkDepth >= 0 && contentLink) contentLink.text += text;
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return;
        if (h1Depth === stack.length && name === 'h1') {
          h1 = h1Text.replace(/\s+/g, ' ').trim();
          h1Depth = -1;
        }
        if (headingDepth === stack.length) headingDepth = -1;
        if (contentLinkDepth === stack.length && contentLink) {
          contentLink.text = contentLink.text.replace(/\s+/g, ' ').trim();
          contentLinkDepth = -1;
        }
        if (skipDepth === stack.length) skipDepth = -1;
        const opened = stack.pop() ?? [];
        for (const region of opened) open[region] -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return {
    h1,
    links: [...links].sort(),
    navbar: [...regionLinks.navbar].sort(),
    footer: [...regionLinks.footer].sort(),
    sidebar: [...regionLinks.sidebar].sort(),
    toc,
    doc,
    contentLink,
  };
}
