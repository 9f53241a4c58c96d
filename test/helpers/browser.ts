import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Headless Chromium from the system, with nothing that reaches the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/**
 * A context whose every request outside `origin` is refused, so a page that
 * tried to load something from another site fails visibly instead of hanging.
 */
export async function siteContext(browser: Browser, origin: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext(options);
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  return { context, blocked };
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
    problems.console.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}
