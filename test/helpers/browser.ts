import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium's own UI that headless mode still makes for every window, which
 * no page under test sees: the omnibox's popups are WebUI pages, each in a
 * renderer process of its own, started for every new context. Without them a
 * context costs about a third less CPU (20 contexts: 9–10 s of CPU instead of
 * 14–16 s).
 */
const UNSEEN_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // Every site under test is served on 127.0.0.1: any other host name fails to resolve at once, so a page that
  // asks for another site fails visibly (siteContext lists those requests) instead of waiting on the network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ...disabledFeatures(),
];

/**
 * `--disable-features` with Playwright's own list and UNSEEN_UI. Chromium
 * takes the last `--disable-features` it is given, so the flag repeats the
 * features Playwright disables, read from the Playwright this run loads
 * (they keep pages from reaching the network and keep its timing as
 * Playwright expects). Where that list cannot be read, no flag: Playwright's
 * own stays in force, and only the saving is lost.
 */
function disabledFeatures(): string[] {
  try {
    const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
    const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
    const features = [...(list ?? '').matchAll(/^\s*"(\w+)",?\s*$/gm)].map((match) => match[1]!);
    return features.length > 0 ? [`--disable-features=${[...features, ...UNSEEN_UI].join(',')}`] : [];
  } catch {
    return [];
  }
}

/** Headless Chromium from the system, with nothing that reaches the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

// On the global object: test files share their process, and a file may load its own copy of this module.
const SHARED = Symbol.for('docs-build.test-browser');
const holder = globalThis as typeof globalThis & { [SHARED]?: Promise<Browser> };

/**
 * The Chromium of this test process: launched by the first file that asks and
 * kept for the files the process runs after it, which saves a launch (about
 * half a second of CPU) per file. Each file works in contexts of its own and
 * closes them when done (closeContexts); none closes the browser.
 */
export function sharedBrowser(): Promise<Browser> {
  holder[SHARED] ??= launchShared().catch((error: unknown) => {
    holder[SHARED] = undefined;
    throw error;
  });
  return holder[SHARED];
}

async function launchShared(): Promise<Browser> {
  // The test runner stops its workers with SIGTERM. Playwright's own SIGTERM handler would close the browser
  // but leave the process running; exiting runs Playwright's exit handler, which kills Chromium and removes its
  // profile folder at once.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, handleSIGTERM: false });
  const exit = () => process.exit();
  process.once('SIGTERM', exit);
  browser.on('disconnected', () => {
    process.off('SIGTERM', exit);
    holder[SHARED] = undefined;
  });
  return browser;
}

/** Closes every context of the shared browser: what a test file opened, at its end. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

/**
 * A context that lists every request for something outside `origin` (and
 * `allow`, other servers of the test), for the test to check there was none:
 * the browser resolves no host name but 127.0.0.1, so such a request fails at
 * once. The requests are only watched, not intercepted: routing every one of
 * them through the test process cost a fifth more CPU per page load.
 */
export async function siteContext(browser: Browser, origin: string, options: BrowserContextOptions = {}, allow: string[] = []): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext(options);
  const blocked: string[] = [];
  const allowed = [origin, ...allow, 'data:', 'blob:'];
  context.on('request', (request) => {
    const url = request.url();
    if (!allowed.some((prefix) => url.startsWith(prefix))) blocked.push(url);
  });
  return { context, blocked };
}

/**
 * One context and page that the tests of a file share, each test starting
 * from `fresh()`. A new context costs Chromium about a second of CPU on 2
 * cores (a renderer process started and torn down, and the browser's side of
 * it): 24 page loads took 33 s of CPU with a context each, 13 s on one page
 * reset between them.
 */
export class SharedPage {
  private constructor(
    readonly page: Page,
    /** Requests for other hosts since the last `fresh()` (see siteContext). */
    readonly blocked: string[],
    private readonly origin: string,
    private readonly viewport: { width: number; height: number } | null,
    private readonly colorScheme: 'light' | 'dark' | 'no-preference' | null,
  ) {}

  static async open(browser: Browser, origin: string, options: BrowserContextOptions = {}, allow: string[] = []): Promise<SharedPage> {
    const { context, blocked } = await siteContext(browser, origin, options, allow);
    const page = await context.newPage();
    // The origin alone (a server's URL may end in a slash or a base path), as the storage of an origin is named;
    // a colour scheme of Playwright's default for a context that names none.
    return new SharedPage(page, blocked, new URL(origin).origin, page.viewportSize(), options.colorScheme === undefined ? 'light' : options.colorScheme);
  }

  /**
   * The page with nothing left of the test before: no other tabs, listeners
   * or routes, no storage, cookies or cached responses of the origin, the
   * context's viewport and colour scheme, and about:blank loaded (the next
   * page load runs every script anew). What a test sets on the context itself
   * (init scripts, permissions) stays: such a test needs a context of its own.
   */
  async fresh(): Promise<Page> {
    const { page } = this;
    await Promise.all(page.context().pages().filter((other) => other !== page).map((other) => other.close()));
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Session storage belongs to the tab, not the origin's stored data: cleared from a page of the origin.
    if (page.url().startsWith(this.origin)) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('Storage.clearDataForOrigin', { origin: this.origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
    } finally {
      await cdp.detach();
    }
    await page.goto('about:blank');
    const size = page.viewportSize();
    if (this.viewport && (size?.width !== this.viewport.width || size.height !== this.viewport.height)) await page.setViewportSize(this.viewport);
    await page.emulateMedia({ colorScheme: this.colorScheme, media: null });
    this.blocked.length = 0;
    return page;
  }
}

/**
 * A SharedPage for each site a file opens, made on first use: for files that
 * open pages of several servers, one after another, in contexts that differ
 * only in what `fresh()` restores (viewport, colour scheme).
 */
export class SharedPages {
  private readonly pages = new Map<string, Promise<SharedPage>>();

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions = {},
  ) {}

  /** The shared page of the site at `origin`, fresh (see SharedPage.fresh); `allow`: other servers its pages may ask (see siteContext). */
  async fresh(origin: string, allow: string[] = []): Promise<Page> {
    // What a page may ask for is fixed when it is opened (siteContext), so the same site with other servers allowed gets a page of its own.
    const key = JSON.stringify([origin, allow]);
    let shared = this.pages.get(key);
    if (!shared) {
      shared = SharedPage.open(this.browser, origin, this.options, allow);
      this.pages.set(key, shared);
    }
    return (await shared).fresh();
  }

  /** Closes the context of a page the file is done with, unless it is one of these shared pages. */
  async release(page: Page): Promise<void> {
    for (const shared of this.pages.values()) if ((await shared).page === page) return;
    await page.context().close();
  }
}

export interface PageProblems {
  /** Console errors and warnings, as 'type: text'. */
  console: string[];
  /** Uncaught exceptions. */
  errors: string[];
  clear(): void;
  /** The next load of this URL is meant to answer 404: the browser's own report of that is not a problem. */
  allowNotFound(url: string): void;
}

/** Records console errors/warnings and uncaught exceptions of a page. */
export function watchProblems(page: Page): PageProblems {
  const expectNotFound = new Set<string>();
  const problems: PageProblems = {
    allowNotFound(url) {
      expectNotFound.add(url);
    },
    console: [],
    errors: [],
    clear() {
      problems.console.length = 0;
      problems.errors.length = 0;
      expectNotFound.clear();
    },
  };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The browser logs a document served with status 404 as a failed resource; the not-found page is meant to be one.
    if (message.text().startsWith('Failed to load resource') && message.location().url === page.url() && expectNotFound.has(page.url())) return;
    // The browser asks for /favicon.ico by itself when a page names no icon; a site without one answers 404, as it
    // does under Docusaurus. (A request the test process intercepts is not logged; these are not intercepted.)
    if (message.text().startsWith('Failed to load resource') && new URL(message.location().url, 'http://x').pathname === '/favicon.ico') return;
    problems.console.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}
