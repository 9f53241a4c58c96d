// Live reload for `docs-build dev`. Loaded only by pages the dev server sends;
// kept apart from the site bundle so it still works when that bundle fails.
import type { PageChunk } from '../shared/types.ts';
import { assetUrl, routeOfUrl, type UrlOptions } from '../shared/url.ts';

/** What the site runtime (entry.tsx) offers the dev client on `window.__docsBuild`. */
export interface DevHook {
  /** Shows a new version of the current page in place; false if the chunk is for another page. */
  refresh(chunk: PageChunk): boolean;
  /** Replaces a cached chunk, so navigating to an edited page shows the edit. */
  seed(url: string, chunk: PageChunk): void;
}

interface OverlayProblem {
  location: string;
  message: string;
  frame?: string;
  hint?: string;
}

const EVENTS_URL = '/__docs-build/events';
const OVERLAY_ID = '__docs-build-overlay';

const hook = () => (window as Window & { __docsBuild?: DevHook }).__docsBuild;

/** The site's base URL, from the page's site data: this script is not part of the site bundle. */
function siteUrls(): UrlOptions {
  try {
    const site = JSON.parse(document.getElementById('__docs-site')?.textContent ?? '{}') as Partial<UrlOptions>;
    return { baseUrl: site.baseUrl ?? '/' };
  } catch {
    return { baseUrl: '/' };
  }
}

const currentRoute = () => routeOfUrl(location.pathname, siteUrls());

async function fetchChunk(url: string): Promise<PageChunk> {
  const res = await fetch(assetUrl(url, siteUrls()), { cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as PageChunk;
}

async function onContent(route: string, url: string): Promise<void> {
  const dev = hook();
  try {
    const chunk = await fetchChunk(url);
    if (route !== currentRoute()) {
      dev?.seed(url, chunk);
      return;
    }
    // Without the runtime (it failed to load, or the page has none) a reload is the only way.
    if (!dev?.refresh(chunk)) location.reload();
  } catch {
    if (route === currentRoute()) location.reload();
  }
}

function showOverlay(problems: OverlayProblem[]): void {
  hideOverlay();
  const panel = document.createElement('div');
  panel.id = OVERLAY_ID;
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-label', 'Build error');
  panel.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:32px;background:rgba(20,20,24,.96);color:#f3f3f3;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;';
  const title = document.createElement('h2');
  title.textContent = problems.length === 1 ? 'Build error' : `${problems.length} build errors`;
  title.style.cssText = 'margin:0 0 16px;color:#ff6b6b;font-size:18px;';
  panel.append(title);
  for (const problem of problems) {
    const block = document.createElement('section');
    block.style.cssText = 'margin:0 0 24px;';
    const head = document.createElement('p');
    head.className = 'docs-build-overlay-message';
    head.style.cssText = 'margin:0 0 8px;white-space:pre-wrap;';
    const where = document.createElement('strong');
    where.className = 'docs-build-overlay-location';
    where.style.color = '#7cc7ff';
    where.textContent = problem.location;
    head.append(where, `  ${problem.message}`);
    block.append(head);
    if (problem.frame) {
      const frame = document.createElement('pre');
      frame.textContent = problem.frame;
      frame.style.cssText = 'margin:0 0 8px;padding:12px;background:#000;border-radius:4px;overflow:auto;';
      block.append(frame);
    }
    if (problem.hint) {
      const hint = document.createElement('p');
      hint.textContent = `hint: ${problem.hint}`;
      hint.style.cssText = 'margin:0;color:#b8b8b8;white-space:pre-wrap;';
      block.append(hint);
    }
    panel.append(block);
  }
  const note = document.createElement('p');
  note.textContent = 'Save a fix and this panel goes away. Press Escape to hide it.';
  note.style.cssText = 'color:#8a8a8a;';
  panel.append(note);
  document.body.append(panel);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/** The update count the server stamped on this page's script URL. */
function servedVersion(): number | undefined {
  const value = new URL(import.meta.url).searchParams.get('v');
  return value === null ? undefined : Number(value);
}

function connect(): void {
  let session: string | undefined;
  let version = servedVersion();
  const source = new EventSource(EVENTS_URL);
  const on = <T>(type: string, handle: (data: T) => void) =>
    source.addEventListener(type, (event) => handle(JSON.parse((event as MessageEvent<string>).data) as T));
  on<{ session: string; version: number }>('hello', ({ session: next, version: current }) => {
    // A restarted server may have built anything, and an update sent while
    // this page was loading never reached it: either way, start afresh.
    if ((session !== undefined && session !== next) || (version !== undefined && current > version)) location.reload();
    session = next;
    version = current;
  });
  on<{ route: string; url: string; version: number }>('content', ({ route, url, version: current }) => {
    version = current;
    void onContent(route, url);
  });
  on('reload', () => location.reload());
  on<{ problems: OverlayProblem[] }>('error', ({ problems }) => showOverlay(problems));
  on('ok', hideOverlay);
}

addEventListener('keydown', (event) => {
  if (event.key === 'Escape') hideOverlay();
});
connect();
