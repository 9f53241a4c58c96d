import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../test/helpers/browser.ts';
import { REPO } from '../../test/helpers/cli.ts';
import { editableJestSite, jestSite } from '../jest-site.ts';

// `docs-build dev` on the Jest site (about 180 pages, versioned docs, a blog), started cold: no cache of the site's
// (its node_modules/.cache is deleted before each start; the launcher's bundle of docs-build is made beforehand).
const FIRST_PAGE_MS = 1000;
const EDIT_MS = 300;
// One start per page, a different page each time: "any page".
const PAGES = ['/docs/getting-started', '/docs/expect', '/blog', '/', '/docs/29.7/cli'];

const found = jestSite(REPO);
const prepared = 'website' in found;
let website = '';
let browser: Browser;
const children: ChildProcess[] = [];

/** Starts dev in the copy and resolves with its address, as soon as it prints it. */
function startDev(): Promise<{ child: ChildProcess; url: string; startedAt: number }> {
  const startedAt = Date.now();
  const child = spawn(process.execPath, [join(REPO, 'bin/docs-build.js'), 'dev', '--port', '0'], { cwd: website, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  children.push(child);
  child.stderr!.resume();
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /Dev server at (http:\/\/\S+?)\/?\s/.exec(out);
      if (match) resolve({ child, url: match[1]!, startedAt });
    });
    child.once('exit', (code) => reject(new Error(`dev exited with ${code}`)));
  });
}

/** When the page's first content was painted, as a wall-clock time (ms since the epoch). */
async function firstPaintAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (!paint) return;
          observer.disconnect();
          resolve(performance.timeOrigin + paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** A doc of the last version, the one served at /docs/. */
async function lastVersionDoc(name: string): Promise<string> {
  const [last] = JSON.parse(await readFile(join(website, 'versions.json'), 'utf8')) as string[];
  return join(website, `versioned_docs/version-${last}`, name);
}

/** Five saves of a doc open in `page`, each timed from the save to its text in the page. */
async function editTimes(page: Page, file: string): Promise<number[]> {
  await page.waitForFunction(() => (window as Window & { __docsBuild?: unknown }).__docsBuild !== undefined, undefined, { timeout: 120_000 });
  // The event stream must be open before the edit, or the edit's event is missed.
  await page.waitForTimeout(200);
  const original = await readFile(file, 'utf8');
  const times: number[] = [];
  try {
    for (let i = 1; i <= 5; i++) {
      const text = `Edited paragraph number ${i}.`;
      const at = performance.now();
      await writeFile(file, original.replace('Install Jest using your favorite package manager:', text));
      await page.waitForFunction((t) => document.querySelector('.markdown')?.textContent?.includes(t) === true, text, { polling: 'raf', timeout: 30_000 });
      times.push(Math.round(performance.now() - at));
      await page.waitForTimeout(100);
    }
  } finally {
    await writeFile(file, original);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.runIf(prepared)(`dev on the Jest site${prepared ? '' : ` (skipped: ${(found as { missing: string }).missing})`}`, () => {
  beforeAll(async () => {
    website = editableJestSite((found as { website: string }).website, join(REPO, '.bench/jest-website-dev'));
    // The launcher's bundle of docs-build is made once per install, not by a start.
    const version = spawn(process.execPath, [join(REPO, 'bin/docs-build.js'), '--version'], { stdio: 'ignore' });
    await new Promise((resolve) => version.once('exit', resolve));
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await browser?.close();
  });

  it(`shows a page first painted in Chromium within ${FIRST_PAGE_MS} ms of starting, cold (median of ${PAGES.length} starts, one page each); an edit of it within ${EDIT_MS} ms (median of 5)`, async () => {
    const firstPaint: number[] = [];
    const lines: string[] = [];
    let edits: number[] = [];
    for (const route of PAGES) {
      await rm(join(website, 'node_modules/.cache/docs-build'), { recursive: true, force: true });
      const started = await startDev();
      const page = await browser.newPage();
      await page.goto(`${started.url}${route}`, { waitUntil: 'commit', timeout: 120_000 });
      const ms = Math.round((await firstPaintAt(page)) - started.startedAt);
      firstPaint.push(ms);
      lines.push(`${route} ${ms} ms`);
      // The edits: of the first page's doc, in its session.
      if (route === PAGES[0]) edits = await editTimes(page, await lastVersionDoc('GettingStarted.md'));
      await page.close();
      started.child.kill('SIGTERM');
      await new Promise((resolve) => started.child.once('exit', resolve));
    }
    console.log(`dev on the Jest site, start → first paint: ${lines.join(', ')} (median ${median(firstPaint)} ms); edit → shown: ${edits.join(', ')} ms (median ${median(edits)} ms)`);
    expect({ firstPage: median(firstPaint) <= FIRST_PAGE_MS, edit: median(edits) <= EDIT_MS }).toEqual({ firstPage: true, edit: true });
  }, 900_000);
});
