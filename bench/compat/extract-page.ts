import { Parser } from 'htmlparser2';

/** Which class token marks each navigation region in one generator's markup. */
export interface RegionClasses {
  navbar: string;
  footer: string;
  sidebar: string;
}

/** Docusaurus's theme-classic: `<nav class="navbar …">`, `<footer class="footer …">`, `<ul class="theme-doc-sidebar-menu …">`. */
export const DOCUSAURUS_REGIONS: RegionClasses = { navbar: 'navbar', footer: 'footer', sidebar: 'theme-doc-sidebar-menu' };

/** docs-build's theme: `<header class="navbar">`, `<footer class="footer">`, `<nav class="sidebar">` (theme/Navbar.tsx, Footer.tsx, DocSidebar.tsx). */
export const DOCS_BUILD_REGIONS: RegionClasses = { navbar: 'navbar', footer: 'footer', sidebar: 'sidebar' };

export interface PageFacts {
  /** Text of the first `<h1>`, whitespace collapsed; null when the page has none. */
  h1: string | null;
  /** Internal link targets of the whole page, as site paths (baseUrl included, no query or hash). */
  links: string[];
  navbar: string[];
  footer: string[];
  sidebar: string[];
}

type Region = keyof RegionClasses;
const REGIONS: Region[] = ['navbar', 'footer', 'sidebar'];
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

/**
 * Reads the facts the compatibility check compares from one page's HTML:
 * its first `<h1>`, every internal `<a href>`, and the links inside the
 * navbar, footer and doc sidebar as `classes` marks them. Regions are found
 * by class token, so `footer__link` or `blog-post__footer` do not count.
 */
export function extractPage(html: string, pageUrl: string, classes: RegionClasses, siteOrigin?: string): PageFacts {
  const links = new Set<string>();
  const regionLinks: Record<Region, Set<string>> = { navbar: new Set(), footer: new Set(), sidebar: new Set() };
  // One entry per open element: the regions it opened (so closing it leaves them).
  const stack: Region[][] = [];
  const open: Record<Region, number> = { navbar: 0, footer: 0, sidebar: 0 };
  let h1: string | null = null;
  let h1Depth = -1;
  let h1Text = '';
  let skipDepth = -1;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tokens = (attributes.class ?? '').split(/\s+/);
        const opened = REGIONS.filter((region) => tokens.includes(classes[region]));
        for (const region of opened) open[region] += 1;
        if (!VOID_TAGS.has(name)) stack.push(opened);
        else for (const region of opened) open[region] -= 1;
        if (skipDepth < 0 && (name === 'script' || name === 'style' || name === 'noscript')) skipDepth = stack.length;
        if (name === 'h1' && h1 === null && h1Depth < 0) {
          h1Depth = stack.length;
          h1Text = '';
        }
        if (name === 'a' && attributes.href !== undefined) {
          const path = internalPath(attributes.href, pageUrl, siteOrigin);
          if (path !== null) {
            links.add(path);
            for (const region of REGIONS) if (open[region] > 0) regionLinks[region].add(path);
          }
        }
      },
      ontext(text) {
        if (h1Depth >= 0 && skipDepth < 0) h1Text += text;
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return;
        if (h1Depth === stack.length && name === 'h1') {
          h1 = h1Text.replace(/\s+/g, ' ').trim();
          h1Depth = -1;
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
  };
}
