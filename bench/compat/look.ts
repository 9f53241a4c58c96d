import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The system's Chromium, headless, with nothing that reaches the network on its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** The width the pages are looked at: a desktop layout, sidebar and table of contents shown. */
export const VIEWPORT = { width: 1280, height: 800 };

/** The first link of a doc's content and the colour the browser gives it. */
export interface LinkLook {
  route: string;
  text: string;
  href: string;
  /** `getComputedStyle(a).color`, e.g. `rgb(46, 133, 85)`. */
  colour: string;
}

/** The two pages looked at on each site: the home page and one doc page (null when the site has no doc page). */
export interface LookPages {
  home: string;
  doc: string | null;
}

export interface SiteLook {
  link: LinkLook | null;
  /** Screenshots written, by page. */
  shots: { home?: string; doc?: string };
  /** Requests refused because they left 127.0.0.1 (fonts, analytics, images of other sites). */
  blocked: number;
}

// Kept as source text: the TypeScript loader would add helper calls to a compiled function that the page does not have.
const READ_LINK = `({ selector, text }) => {
  const clean = (value) => (value || '').replace(/\\s+/g, ' ').trim();
  const links = [...document.querySelectorAll(selector)];
  const link = (text === undefined ? undefined : links.find((candidate) => clean(candidate.textContent) === text)) || links[0];
  return link ? { text: clean(link.textContent), href: link.getAttribute('href') || '', colour: getComputedStyle(link).color } : null;
}`;

async function settle(page: Page, url: string): Promise<boolean> {
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  } catch {
    return false;
  }
  // Hydration and web fonts (which fall back, as nothing outside loads) settle shortly after `load`.
  await page.waitForTimeout(800);
  return true;
}

/**
 * Opens a served site in light mode at {@link VIEWPORT}, with every request
 * outside its origin refused: reads the colour of the first content link on
 * the doc page (the link whose text is `preferText` when there is one, so both
 * generators are measured on the same link) and screenshots both pages into
 * `shotPath(page)`.
 */
export async function lookAtSite(
  browser: Browser,
  origin: string,
  pages: LookPages,
  contentLinkSelector: string,
  shotPath: (page: 'home' | 'doc') => string,
  preferText?: string,
): Promise<SiteLook> {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', reducedMotion: 'reduce', deviceScaleFactor: 1 });
  let blocked = 0;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    blocked += 1;
    return route.abort();
  });
  // Both themes keep the reader's choice under `theme`: light, whatever the site's default.
  await context.addInitScript("window.localStorage.setItem('theme', 'light')");
  const page = await context.newPage();
  const look: SiteLook = { link: null, shots: {}, blocked: 0 };
  try {
    if (await settle(page, `${origin}${pages.home}`)) {
      look.shots.home = shotPath('home');
      await page.screenshot({ path: look.shots.home, animations: 'disabled' });
    }
    if (pages.doc !== null && (await settle(page, `${origin}${pages.doc}`))) {
      const found = (await page.evaluate(`(${READ_LINK})(${JSON.stringify({ selector: contentLinkSelector, text: preferText })})`)) as Omit<LinkLook, 'route'> | null;
      if (found) look.link = { route: pages.doc, ...found };
      look.shots.doc = shotPath('doc');
      await page.screenshot({ path: look.shots.doc, animations: 'disabled' });
    }
  } finally {
    look.blocked = blocked;
    await context.close();
  }
  return look;
}

/** The JavaScript one page load fetched: files and their bytes, each gzipped at level 9 as `bench/page-weight.ts` counts. */
export interface ScriptLoad {
  files: number;
  gzip: number;
}

/** What one first load of a page did in Chromium: the scripts it fetched and the errors it reported. */
export interface PageLoad {
  scripts: ScriptLoad;
  /**
   * Uncaught exceptions, and the console's errors but for resources that failed to load (every request that leaves
   * 127.0.0.1 is refused here): a render error React caught in an error boundary is reported that way.
   */
  errors: string[];
}

/**
 * Loads a page once in a fresh context and waits until the network is quiet. Every script response from the page's
 * origin counts, whether named in the HTML or loaded by script (Docusaurus's webpack runtime loads the route's chunks
 * that way; docs-build's runtime the islands of the page). Prefetches of linked pages' code (`<link rel="prefetch">`,
 * which both generators add for links in view) are requests of type 'other' in Chromium, not 'script', so they are
 * not counted. The same measure for both builders' pages; undefined when the page does not load.
 */
export async function loadPage(browser: Browser, origin: string, route: string): Promise<PageLoad | undefined> {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', reducedMotion: 'reduce' });
  await context.route('**/*', (request) => (request.request().url().startsWith(`${origin}/`) ? request.continue() : request.abort()));
  await context.addInitScript("window.localStorage.setItem('theme', 'light')");
  const page = await context.newPage();
  const sizes: Array<Promise<number | undefined>> = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    // A body still arriving when the load gave up (a page that never goes quiet) is no failure of the run.
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => undefined));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text().split('\n')[0]!);
  });
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
    // Effects that fail after hydration report shortly after the network went quiet.
    await page.waitForTimeout(500);
    const counted = (await Promise.all(sizes)).filter((size) => size !== undefined);
    return { scripts: { files: counted.length, gzip: counted.reduce((sum, size) => sum + size, 0) }, errors };
  } catch {
    return undefined;
  } finally {
    await context.close();
  }
}

/** Half size: a pair of 1280 px screenshots side by side stays readable and small. */
const SCALE = 0.5;

/**
 * Puts two screenshots side by side under their labels and writes the pair
 * as one JPEG (quality 50) at `outPath`. A missing side is drawn as a note.
 */
export async function composePair(browser: Browser, left: string | undefined, right: string | undefined, labels: [string, string], outPath: string): Promise<void> {
  const width = Math.round(VIEWPORT.width * SCALE);
  const side = (file: string | undefined, label: string) => {
    const image = file
      ? `<img src="data:image/png;base64,${readFileSync(file).toString('base64')}" width="${width}">`
      : `<div class="none" style="width:${width}px;height:${Math.round(VIEWPORT.height * SCALE)}px">no screenshot</div>`;
    return `<figure><figcaption>${label}</figcaption>${image}</figure>`;
  };
  const html = `<!doctype html><html><head><style>
    body { margin: 0; background: #fff; font: 13px/1.3 sans-serif; }
    #pair { display: inline-flex; gap: 8px; padding: 6px; background: #888; }
    figure { margin: 0; background: #fff; }
    figcaption { padding: 3px 6px; background: #333; color: #fff; }
    img { display: block; }
    .none { display: flex; align-items: center; justify-content: center; color: #666; }
  </style></head><body><div id="pair">${side(left, labels[0])}${side(right, labels[1])}</div></body></html>`;
  const context = await browser.newContext({ viewport: { width: 2 * width + 40, height: 600 }, deviceScaleFactor: 1 });
  await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.locator('#pair').screenshot({ path: outPath, type: 'jpeg', quality: 50 });
  } finally {
    await context.close();
  }
}
