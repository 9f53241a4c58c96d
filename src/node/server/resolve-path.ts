import type { Stats } from 'node:fs';
import { join } from 'node:path';
import type { RequestPath } from './request-path.ts';
import type { SiteFiles } from './site-files.ts';

export interface FoundFile {
  /** Real path on disk, symlinks resolved. */
  file: string;
  /** Path below the root as requested, `/`-separated, e.g. `assets/app.js`. */
  relative: string;
  stat: Stats;
}

export type Resolution =
  | ({ kind: 'file' } & FoundFile)
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

const PRECOMPRESSED = /\.(br|gz)$/;
/** Build-time files that configure the server rather than belong to the site. */
const SERVER_FILES = new Set(['_redirects', '_headers']);

/**
 * Maps a request onto a file of the site.
 * Clean URLs are canonical: `/a.html` and `/a/index.html` redirect to `/a` when
 * `/a` would serve that very file, or when no `/a.html` exists but `/a` is a page.
 */
export async function resolveRequest(files: SiteFiles, path: RequestPath): Promise<Resolution> {
  const { segments, rawSegments, trailingSlash, search } = path;
  if (isHidden(segments)) return { kind: 'missing' };

  const last = segments.at(-1);
  if (last !== undefined && !trailingSlash && last.endsWith('.html')) {
    const direct = await findFile(files, segments);
    if (direct) {
      const stem = last === 'index.html' ? undefined : last.slice(0, -'.html'.length);
      const cleanSegments = stem === undefined ? segments.slice(0, -1) : [...segments.slice(0, -1), stem];
      const clean = await resolveClean(files, cleanSegments, false);
      if (clean.kind === 'file' && clean.file === direct.file) {
        const rawStem = stem === undefined ? [] : [rawStemOf(rawSegments.at(-1) ?? '', stem)];
        const cleanRaw = [...rawSegments.slice(0, -1), ...rawStem];
        return { kind: 'redirect', location: `/${cleanRaw.join('/')}${search}` };
      }
      return { kind: 'file', ...direct };
    }
    // No such file, but the clean path is a page (`/docs/x.html` → `/docs/x/index.html`): send readers there.
    const stem = last === 'index.html' ? undefined : last.slice(0, -'.html'.length);
    const cleanSegments = stem === undefined ? segments.slice(0, -1) : [...segments.slice(0, -1), stem];
    const clean = await resolveClean(files, cleanSegments, false);
    if (clean.kind === 'file') {
      const rawStem = stem === undefined ? [] : [rawStemOf(rawSegments.at(-1) ?? '', stem)];
      return { kind: 'redirect', location: `/${[...rawSegments.slice(0, -1), ...rawStem].join('/')}${search}` };
    }
  }
  return resolveClean(files, segments, trailingSlash);
}

/** Looks up a path the way a clean URL is served: file, folder index, then `.html`. */
export async function resolveClean(files: SiteFiles, segments: string[], trailingSlash: boolean): Promise<Resolution> {
  if (isHidden(segments)) return { kind: 'missing' };
  const last = segments.at(-1);
  if (last !== undefined && !trailingSlash) {
    const exact = await findFile(files, segments);
    if (exact && !(await isPrecompressedSibling(files, segments))) return { kind: 'file', ...exact };
  }
  const index = await findFile(files, [...segments, 'index.html']);
  if (index) return { kind: 'file', ...index };
  if (last !== undefined) {
    const html = await findFile(files, [...segments.slice(0, -1), `${last}.html`]);
    if (html) return { kind: 'file', ...html };
  }
  return { kind: 'missing' };
}

async function findFile(files: SiteFiles, segments: string[]): Promise<FoundFile | null> {
  const found = await files.find(join(files.root, ...segments));
  return found && { ...found, relative: segments.join('/') };
}

/** `app.js.gz` next to `app.js` is a build artefact for content negotiation, not a page. */
async function isPrecompressedSibling(files: SiteFiles, segments: string[]): Promise<boolean> {
  const last = segments.at(-1) ?? '';
  if (!PRECOMPRESSED.test(last)) return false;
  const original = [...segments.slice(0, -1), last.replace(PRECOMPRESSED, '')];
  return (await findFile(files, original)) !== null;
}

function isHidden(segments: string[]): boolean {
  if (segments.length === 1 && SERVER_FILES.has(segments[0] ?? '')) return true;
  return segments.some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

function rawStemOf(rawLast: string, stem: string): string {
  return rawLast.endsWith('.html') ? rawLast.slice(0, -'.html'.length) : encodeURIComponent(stem);
}
