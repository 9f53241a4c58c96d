import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/** Written by the build beside the site: the base URL it was built for, which `serve` and `check` mount it at. */
export const SITE_INFO_FILE = '.docs-build-site.json';

export interface SiteInfo {
  baseUrl: string;
}

export function siteInfoJson(info: SiteInfo): string {
  return `${JSON.stringify(info)}\n`;
}

/** The base URL a built folder was made for; '/' for a folder without the file (or built before it existed). */
export async function builtBaseUrl(dir: string): Promise<string> {
  try {
    const info = JSON.parse(await readFile(join(dir, SITE_INFO_FILE), 'utf8')) as Partial<SiteInfo>;
    return typeof info.baseUrl === 'string' && /^\/(.*\/)?$/.test(info.baseUrl) ? info.baseUrl : '/';
  } catch {
    return '/';
  }
}

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Serves a site built for a base URL at that base, as `docusaurus serve` does: `/my-project/docs/x` is the
 * folder's `docs/x`, and any address outside the base redirects to the base, which says where the site is.
 * Redirects the site itself makes (clean URLs) keep the base.
 */
export function mountAtBase(baseUrl: string, handle: Listener): Listener {
  if (baseUrl === '/') return handle;
  const bare = baseUrl.slice(0, -1);
  return (req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0]!;
    if (!path.startsWith(baseUrl)) {
      // `/my-project` is the base without its slash: the same place, with the query kept.
      const location = path === bare ? `${baseUrl}${url.slice(bare.length)}` : baseUrl;
      res.writeHead(302, { Location: location, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : `This site is served at ${baseUrl}\n`);
      return;
    }
    req.url = `/${url.slice(baseUrl.length)}`;
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      const based = name.toLowerCase() === 'location' && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? `${bare}${value}` : value;
      return setHeader(name, based);
    };
    return handle(req, res);
  };
}
