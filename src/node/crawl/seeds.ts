import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';

/**
 * Where a crawl starts: the root, every page of the sitemap and every HTML
 * file of the output, so pages that no link reaches are checked too.
 * Sitemap URLs name the deployed site; only their paths are kept.
 */
export async function findSeeds(dir: string, origin: string, baseUrl = '/'): Promise<Seed[]> {
  const seeds = new Map<string, Seed>();
  const add = (path: string, source: string): void => {
    const url = new URL(path, origin).href;
    if (!seeds.has(url)) seeds.set(url, { url, source });
  };
  // Files of the folder are served under the site's base URL; sitemap URLs already carry it.
  const based = (path: string) => `${baseUrl}${path.slice(1)}`;
  add(baseUrl, baseUrl);
  for (const path of await sitemapPaths(dir)) add(path, based('/sitemap.xml'));
  const files = await fg('**/*.html', { cwd: dir, dot: false, onlyFiles: true, followSymbolicLinks: false });
  for (const file of files.sort()) add(based(pathOfHtmlFile(file)), based(pathOfHtmlFile(file)));
  return [...seeds.values()];
}

export interface Seed {
  url: string;
  /** Where it was found, for the report: `/sitemap.xml`, or the page itself. */
  source: string;
}

async function sitemapPaths(dir: string): Promise<string[]> {
  let xml: string;
  try {
    xml = await readFile(`${dir}/sitemap.xml`, 'utf8');
  } catch {
    return [];
  }
  const paths: string[] = [];
  for (const match of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    const loc = decodeXml(match[1] ?? '');
    if (!URL.canParse(loc)) continue;
    const url = new URL(loc);
    paths.push(`${url.pathname}${url.search}`);
  }
  return paths;
}

/** The clean URL a file is served at: `a/index.html` at `/a`, `a.html` at `/a`; segments percent-encoded. */
export function pathOfHtmlFile(file: string): string {
  const segments = file.split('/');
  const last = segments.pop() ?? '';
  if (last !== 'index.html') segments.push(last.slice(0, -'.html'.length));
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

function decodeXml(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}
