import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import md4 from 'js-md4';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { esmBoundNames } from './esm-names.ts';
import type { ContentReference, EmittedAsset, JsxUse } from './vfile-data.ts';
import { assetUrl, decodePathSegments, isPathnameLink, jsxAnchorUrl, linkUrl, pageUrl, type UrlOptions } from '../../shared/url.ts';

export interface ReferenceOptions {
  /** Absolute source path of every doc → its route, to rewrite links to .md/.mdx files. */
  routesByFile: ReadonlyMap<string, string>;
  staticDir: string;
  /** Docs folder and site root: where a `.md` link not found beside the file is looked for next, as in Docusaurus. */
  docsDir?: string;
  siteDir?: string;
  /** The site's base URL and trailing-slash rule: links and images are written as the browser requests them. */
  urls?: UrlOptions;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Collects every link and image with its source position (for the link
 * check), rewrites links to .md/.mdx files into routes, copies local images
 * into the build with their size, and makes iframes lazy.
 */
export default function rehypeReferences(options: ReferenceOptions) {
  return (tree: Root, file: VFile) => {
    const references: ContentReference[] = [];
    const assets: EmittedAsset[] = [];
    const jsxNames = new Set<string>();
    const jsxUses: JsxUse[] = [];
    const boundNames: string[] = [];
    const lookups: Record<string, boolean> = {};
    const here = dirname(file.path);
    const urls = options.urls ?? { baseUrl: '/' };
    // An index doc's route is its folder's: relative URLs in it resolve from that folder, as they would from
    // `folder/` in a browser, not from the folder's parent. With a trailing-slash rule the page's own URL says
    // where they resolve from, as in Docusaurus.
    const folderRoute = urls.trailingSlash === undefined ? file.data.folderRoute : undefined;
    const at = (node: { position?: { start: { line: number; column: number } } }) => ({
      line: node.position?.start.line,
      column: node.position?.start.column,
    });

    visit(tree, (node) => {
      if (node.type === 'element') {
        const el = node as Element;
        if (el.tagName === 'a' && typeof el.properties.href === 'string' && linkedFile(el.properties.href, here, lookups)) {
          // Docusaurus's MDX loader: a link to a file beside the page that is no page (a PDF, an archive) is copied
          // into the build, and the link goes to the copy.
          const from = linkedFile(el.properties.href, here, lookups)!;
          const to = copiedAssetPath(from, 'files');
          assets.push({ from, to });
          el.properties.href = assetUrl(to, urls);
        } else if (el.tagName === 'a' && typeof el.properties.href === 'string') {
          const ignoreAnchor = el.properties.dataNoAnchorCheck !== undefined;
          const href = rewriteMarkdownLink(fromFolder(el.properties.href, folderRoute), here, options, references, at(el), ignoreAnchor, lookups);
          el.properties.href = linkUrl(href, urls);
          // Docusaurus's Link opens a `pathname://` link like one to another site.
          if (isPathnameLink(href)) {
            el.properties.target ??= '_blank';
            el.properties.rel ??= ['noopener', 'noreferrer'];
          }
        } else if (el.tagName === 'img' && typeof el.properties.src === 'string') {
          const resolved = resolveImage(el.properties.src, here, options, assets, urls, lookups);
          references.push({ kind: 'image', url: el.properties.src, ...at(el), ...(resolved ? {} : { missing: true }) } as ContentReference);
          if (resolved) {
            el.properties.src = resolved.url;
            if (resolved.width && el.properties.width === undefined) el.properties.width = resolved.width;
            if (resolved.height && el.properties.height === undefined) el.properties.height = resolved.height;
          }
          el.properties.loading ??= 'lazy';
        } else if (el.tagName === 'iframe') {
          el.properties.loading ??= 'lazy';
        }
        return;
      }
      if (node.type === 'mdxjsEsm') {
        boundNames.push(...esmBoundNames(node.data?.estree ?? undefined));
        return;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        const component = jsx.name && /^[A-Z]/.test(jsx.name) ? jsx.name.split('.')[0]! : undefined;
        if (component && !jsxNames.has(component)) jsxUses.push({ name: component, ...at(jsx) });
        if (component) jsxNames.add(component);
        if (jsx.name === 'iframe' && !jsx.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'loading')) {
          jsx.attributes.push({ type: 'mdxJsxAttribute', name: 'loading', value: 'lazy' });
        }
        for (const attr of jsx.attributes) {
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
          if (attr.name === 'href' || attr.name === 'to') {
            const written = attr.value;
            const before = references.length;
            const href = rewriteMarkdownLink(fromFolder(written, folderRoute), here, options, references, at(jsx), hasAttr(jsx.attributes, 'data-no-anchor-check'), lookups);
            if (jsx.name !== 'a' && jsx.name !== 'Link') for (const ref of references.slice(before)) if (ref.kind === 'link') ref.componentProp = true;
            // A link to a `.md` file gets the page's URL in place of the file. Otherwise a plain `<a>` is written as
            // written (jsxAnchorUrl: the base URL added, no trailing-slash rule, as Docusaurus leaves JSX tags alone),
            // and a component (`<Link>`) makes its own URL from the route.
            attr.value = href !== written ? linkUrl(href, urls) : jsx.name === 'a' ? jsxAnchorUrl(written, urls) : written;
          } else if (attr.name === 'src' && jsx.name === 'img') {
            const resolved = resolveImage(attr.value, here, options, assets, urls, lookups);
            references.push({ kind: 'image', url: attr.value, ...at(jsx), ...(resolved ? {} : { missing: true }) } as ContentReference);
            if (resolved) attr.value = resolved.url;
            // Same treatment as a Markdown image: reserved space, loaded when near.
            if (resolved?.width && !hasAttr(jsx.attributes, 'width')) jsx.attributes.push({ type: 'mdxJsxAttribute', name: 'width', value: String(resolved.width) });
            if (resolved?.height && !hasAttr(jsx.attributes, 'height')) jsx.attributes.push({ type: 'mdxJsxAttribute', name: 'height', value: String(resolved.height) });
            if (!hasAttr(jsx.attributes, 'loading')) jsx.attributes.push({ type: 'mdxJsxAttribute', name: 'loading', value: 'lazy' });
          }
        }
      }
    });
    file.data.references = references;
    file.data.assets = assets;
    file.data.lookups = lookups;
    file.data.jsxNames = [...jsxNames];
    file.data.jsxUses = jsxUses;
    file.data.boundNames = boundNames;
  };
}

function hasAttr(attrs: Array<MdxJsxAttribute | { type: string }>, name: string): boolean {
  return attrs.some((a) => a.type === 'mdxJsxAttribute' && (a as MdxJsxAttribute).name === name);
}

function rewriteMarkdownLink(
  href: string,
  here: string,
  options: ReferenceOptions,
  references: ContentReference[],
  place: { line?: number; column?: number },
  ignoreAnchor: boolean,
  lookups: Record<string, boolean>,
): string {
  if (EXTERNAL.test(href) || href.startsWith('#') && href.length === 1) {
    references.push({ kind: 'link', url: href, ...place });
    return href;
  }
  const [path = '', hash] = splitHash(href);
  if (/\.mdx?$/.test(path)) {
    const { route, tried, candidates } = findMarkdownTarget(path, here, options);
    if (route) {
      const safe = pageUrl(route, options.urls ?? { baseUrl: '/' });
      const rewritten = hash === undefined ? safe : `${safe}#${hash}`;
      references.push({ kind: 'link', url: rewritten, ...place, ignoreAnchor });
      return rewritten;
    }
    references.push({ kind: 'markdown-link', url: href, ...place, tried });
    // Found, the link's target is a route, which the page's cache entry already follows.
    for (const candidate of candidates) lookups[candidate] = existsSync(candidate);
    return href;
  }
  references.push({ kind: 'link', url: href, ...place, ignoreAnchor });
  return href;
}

/**
 * Docusaurus's order: `./x.md` and `../x.md` beside the file only; `x.md`
 * beside the file, then in the docs folder, then at the site root; `/x.md`
 * in the docs folder, then at the site root.
 */
function findMarkdownTarget(path: string, here: string, options: ReferenceOptions): { route?: string; tried: string[]; candidates: string[] } {
  const decoded = safeDecode(path);
  const dirs: string[] = [];
  if (!decoded.startsWith('/')) dirs.push(here);
  if (!decoded.startsWith('./') && !decoded.startsWith('../')) dirs.push(...[options.docsDir, options.siteDir].filter((d): d is string => d !== undefined));
  const tried: string[] = [];
  const candidates: string[] = [];
  for (const dir of dirs) {
    const candidate = join(dir, decoded);
    const route = options.routesByFile.get(candidate);
    if (route) return { route, tried, candidates };
    candidates.push(candidate);
    tried.push(options.siteDir ? relative(options.siteDir, candidate) : candidate);
  }
  return { tried, candidates };
}

/** Segment by segment, so `%23` and `%3F` in a file name are found too (decodeURI keeps them). */
function safeDecode(path: string): string {
  return decodePathSegments(path);
}

/** A relative URL (`./other`, `sub/page`, `../x`) written in an index doc, made absolute from its folder. */
function fromFolder(href: string, folderRoute: string | undefined): string {
  if (folderRoute === undefined || href === '' || EXTERNAL.test(href) || /^[/#?]/.test(href) || /\.mdx?(?:#|$)/.test(href)) return href;
  const url = new URL(href, `http://x${folderRoute === '/' ? '' : folderRoute}/`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function splitHash(href: string): [string, string | undefined] {
  const i = href.indexOf('#');
  return i === -1 ? [href, undefined] : [href.slice(0, i), href.slice(i + 1)];
}

function resolveImage(src: string, here: string, options: ReferenceOptions, assets: EmittedAsset[], urls: UrlOptions, lookups: Record<string, boolean>) {
  // Docusaurus's escape: the path as written, not looked up.
  if (isPathnameLink(src)) return { url: src.slice('pathname://'.length) };
  if (EXTERNAL.test(src) || src.startsWith('data:')) return { url: src };
  // An image written with the base URL already in it is the same static file.
  const written = urls.baseUrl !== '/' && src.startsWith(urls.baseUrl) ? `/${src.slice(urls.baseUrl.length)}` : src;
  const clean = decodeURI(written.split(/[?#]/)[0]!);
  const from = clean.startsWith('/') ? join(options.staticDir, clean) : resolve(here, clean);
  if (!existsSync(from)) {
    lookups[from] = false;
    return undefined;
  }
  const size = safeSize(from);
  if (clean.startsWith('/')) {
    // A copied image's hash is in its output name and checked on reuse; a static one is only referred to.
    lookups[from] = true;
    return { url: assetUrl(written, urls), ...size };
  }
  const to = copiedAssetPath(from);
  assets.push({ from, to });
  return { url: assetUrl(to, urls), ...size };
}

/**
 * Where a file the content refers to is copied in the build: named after its contents, so it can be cached for good.
 * The name is the one Docusaurus's file loader gives it, `assets/images/` or `assets/files/` then
 * `[name]-[contenthash].[ext]` with webpack's MD4 content hash, so links to copied files are the same URLs on a
 * Docusaurus site built by either.
 */
export function copiedAssetPath(from: string, folder: 'images' | 'files' = 'images'): string {
  const hash = md4.hex(readFileSync(from));
  const ext = extname(from);
  return `assets/${folder}/${basename(from, ext)}-${hash}${ext}`;
}

/**
 * The file a relative link names, when it is a file with an extension that is no page (`../extra/plan.pdf`); a
 * link with a query or to Markdown, HTML or a folder is a route.
 */
function linkedFile(href: string, here: string, lookups: Record<string, boolean>): string | undefined {
  if (EXTERNAL.test(href) || /^[/#?]/.test(href) || href.includes('?')) return undefined;
  const path = safeDecode(splitHash(href)[0]);
  if (!/\.[a-z0-9]+$/i.test(path) || /\.(?:mdx?|html?)$/i.test(path)) return undefined;
  const from = resolve(here, path);
  const found = existsSync(from) && statSync(from).isFile();
  lookups[from] = found;
  return found ? from : undefined;
}

function safeSize(path: string): { width?: number; height?: number } {
  try {
    const { width, height } = imageSize(readFileSync(path));
    return { width, height };
  } catch {
    // Not every image format carries a readable size (e.g. some SVGs); that is fine.
    return {};
  }
}
