import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { closeContexts, SharedPage, sharedBrowser, watchProblems } from '../helpers/browser.ts';
import { waitForHydration, waitForIslands } from '../helpers/client-page.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/mdx-components/', import.meta.url));
// The doc page budget, in thousands of bytes, gzip.
// Docusaurus sites are held to 100 KB gzip a doc page (CSS not counted); the add-ons site measured 80,701 B after baseUrl support.
const JS_BUDGET_GZIP_BYTES = 100_000;

let browser: Browser;
let origin: string;
let shared: SharedPage;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'docs-build-islands-'));
  const outDir = join(base, 'build');
  const report = await build({ cwd: FIXTURE, outDir, cache: false });
  const errors = report.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => `${e.file}:${e.line ?? ''}: ${e.message}`).join('\n'));
  const server = await startStaticServer({ dir: outDir, port: 0, host: '127.0.0.1' });
  origin = server.url;
  browser = await sharedBrowser();
  shared = await SharedPage.open(browser, origin);
  cleanUp = async () => {
    await closeContexts(browser);
    await server.close();
    await rm(base, { recursive: true, force: true });
  };
}, 120_000);

afterAll(async () => {
  await cleanUp?.();
});

/** The file's page, fresh, and the requests it makes for other hosts. */
async function newPage(): Promise<{ page: Page; blocked: string[] }> {
  return { page: await shared.fresh(), blocked: shared.blocked };
}

const tabs = (page: Page, index: number) => page.locator('[data-island="Tabs"]').nth(index);
const selectedLabel = (page: Page, index: number) => tabs(page, index).locator('[role="tab"][aria-selected="true"]').textContent();
const visiblePanel = (page: Page, index: number) => tabs(page, index).locator('[role="tabpanel"]:not([hidden])').textContent();

describe('Tabs', () => {
  it('switches panels, syncs its group on the page and keeps the choice in localStorage across a reload', async () => {
    const { page } = await newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/docs/tabs`);
    await waitForIslands(page);
    expect(await selectedLabel(page, 0)).toBe('Linux');
    expect(await visiblePanel(page, 0)).toContain('package manager');

    await tabs(page, 0).getByRole('tab', { name: 'macOS' }).click();
    expect(await visiblePanel(page, 0)).toContain('Homebrew');
    // The other <Tabs> of the same groupId follows.
    expect(await selectedLabel(page, 1)).toBe('macOS');
    expect(await visiblePanel(page, 1)).toBe('Second macOS panel');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');

    await page.reload();
    await waitForIslands(page);
    await page.waitForFunction(() => document.querySelector('[data-island="Tabs"] [aria-selected="true"]')?.textContent === 'macOS');
    expect(await selectedLabel(page, 1)).toBe('macOS');
    expect(problems.console).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('takes its choice from the query string and writes it back there; a lazy panel stays out of the page until picked', async () => {
    const { page } = await newPage();
    await page.goto(`${origin}/docs/tabs?lang=py`);
    await waitForIslands(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-island="Tabs"]')[2]?.querySelector('[aria-selected="true"]')?.textContent === 'Python');
    expect(await visiblePanel(page, 2)).toBe('Python panel');
    // Lazy: the JavaScript panel is held in a <template>, not rendered.
    expect(await tabs(page, 2).locator('[role="tabpanel"]').count()).toBe(1);

    await tabs(page, 2).getByRole('tab', { name: 'JavaScript' }).click();
    expect(await visiblePanel(page, 2)).toBe('JavaScript panel');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('js');
  });

  it('hydrates on a page reached by client-side navigation', async () => {
    const { page } = await newPage();
    await page.goto(`${origin}/docs/plain`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as Window & { __stay?: boolean }).__stay = true;
    });
    await page.getByRole('link', { name: 'the tabs' }).click();
    await page.waitForURL(`${origin}/docs/tabs`);
    await waitForIslands(page);
    await tabs(page, 0).getByRole('tab', { name: 'macOS' }).click();
    expect(await visiblePanel(page, 1)).toBe('Second macOS panel');
    // No full page load happened.
    expect(await page.evaluate(() => (window as Window & { __stay?: boolean }).__stay)).toBe(true);
  });
});

describe('Tabs made by a remark plugin from the config', () => {
  it('switch like any other: npm2yarn’s Yarn tab shows the yarn command', async () => {
    const { page } = await newPage();
    await page.goto(`${origin}/docs/install`);
    await waitForIslands(page);
    expect(await visiblePanel(page, 0)).toContain('npm install --save docs-build');
    await tabs(page, 0).getByRole('tab', { name: 'Yarn' }).click();
    expect(await visiblePanel(page, 0)).toContain('yarn add docs-build');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('yarn');
  });
});

describe('Details', () => {
  it('opens and closes on a click of its summary', async () => {
    const { page } = await newPage();
    await page.goto(`${origin}/docs/tabs`);
    const details = page.locator('details.details');
    await expect.poll(() => details.locator('.details__body').isVisible()).toBe(false);
    await details.locator('summary').click();
    expect(await details.locator('.details__body').isVisible()).toBe(true);
    expect(await details.locator('.details__body').textContent()).toContain('Hidden until opened.');
    await details.locator('summary').click();
    expect(await details.locator('.details__body').isVisible()).toBe(false);
  });
});

describe('Mermaid', () => {
  it('draws the diagram from the site’s own assets, in the colour mode shown, and again when it changes', async () => {
    const { page, blocked } = await newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/docs/diagram`);
    await waitForIslands(page);
    const drawn = page.locator('.mermaid--drawn');
    await drawn.locator('svg').waitFor();
    expect(await drawn.locator('svg').textContent()).toContain('Start');
    const shown = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    expect(await drawn.getAttribute('data-mermaid-theme')).toBe(shown);
    const other = shown === 'dark' ? 'light' : 'dark';
    // The toggle may pass through 'system' first, which can show the same mode.
    for (let clicks = 0; clicks < 3 && (await page.evaluate(() => document.documentElement.getAttribute('data-theme'))) !== other; clicks++) {
      await page.locator('.color-mode-toggle').first().click();
    }
    await page.waitForFunction((mode) => document.querySelector('.mermaid--drawn')?.getAttribute('data-mermaid-theme') === mode, other);
    expect(blocked).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

const scriptsByPath = new Map<string, Promise<Map<string, Buffer>>>();

/** Every script the page loads until the network is quiet, by URL (loaded once a file: the build does not change). */
function scriptsOf(path: string): Promise<Map<string, Buffer>> {
  if (!scriptsByPath.has(path)) scriptsByPath.set(path, loadScripts(path));
  return scriptsByPath.get(path)!;
}

async function loadScripts(path: string): Promise<Map<string, Buffer>> {
  const { page } = await newPage();
  const scripts = new Map<string, Buffer>();
  const bodies: Array<Promise<void>> = [];
  page.on('response', (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    bodies.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, body)));
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await waitForIslands(page);
  if (path.startsWith('/docs/diagram')) await page.locator('.mermaid--drawn svg').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  return scripts;
}

const gzipBytes = (scripts: Map<string, Buffer>) => [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);

describe('what islands cost', () => {
  it('loads island code only on pages with islands, and the diagram library only on a page with a diagram', async () => {
    const plain = await scriptsOf('/docs/plain');
    const withTabs = await scriptsOf('/docs/tabs');
    const withDiagram = await scriptsOf('/docs/diagram');
    expect(gzipBytes(plain)).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
    const tabsExtra = [...withTabs.keys()].filter((url) => !plain.has(url));
    const diagramExtra = [...withDiagram.keys()].filter((url) => !plain.has(url));
    // Everything the plain page loads is the shell every page loads.
    expect([...plain.keys()].filter((url) => !withTabs.has(url))).toEqual([]);
    expect(tabsExtra.length).toBeGreaterThan(0);
    const tabsBytes = gzipBytes(new Map(tabsExtra.map((url) => [url, withTabs.get(url)!])));
    const diagramBytes = gzipBytes(new Map(diagramExtra.map((url) => [url, withDiagram.get(url)!])));
    // The tabs island is small; the diagram library is not, and the tabs page does not load it.
    expect(tabsBytes).toBeLessThan(10_000);
    expect(diagramBytes).toBeGreaterThan(100_000);
    expect(tabsExtra.some((url) => diagramExtra.includes(url) && withDiagram.get(url)!.length > 50_000)).toBe(false);
    console.log(`JS, gzip: plain doc ${gzipBytes(plain)} B; a Tabs page adds ${tabsBytes} B; a diagram page adds ${diagramBytes} B`);
  });

  it('loads the code of the layout a diagram uses: a flowchart does without the ELK layout, which loads for a diagram that asks for it', async () => {
    const plain = await scriptsOf('/docs/plain');
    const dagre = await scriptsOf('/docs/diagram');
    const elk = await scriptsOf('/docs/diagram-elk');
    const extra = (scripts: Map<string, Buffer>) => gzipBytes(new Map([...scripts].filter(([url]) => !plain.has(url))));
    // Mermaid 12 lays diagrams out with ELK (about 470 KB gzip) unless told otherwise; as under Docusaurus with
    // Mermaid 11, a diagram is laid out with dagre unless it names another layout.
    expect(extra(dagre)).toBeLessThan(300_000);
    const elkOnly = [...elk.keys()].filter((url) => !dagre.has(url) && !plain.has(url));
    expect(gzipBytes(new Map(elkOnly.map((url) => [url, elk.get(url)!])))).toBeGreaterThan(300_000);
    console.log(`JS, gzip: a flowchart page adds ${extra(dagre)} B to a plain doc's; one laid out with ELK adds ${extra(elk)} B`);
  });
});

describe('@site imports', () => {
  it('resolve from the site folder', async () => {
    const { page } = await newPage();
    await page.goto(`${origin}/docs/site-alias`);
    expect(await page.locator('.markdown p').first().textContent()).toBe('Current release: 4.2.');
  });
});
