import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { launchBrowser, siteContext, watchProblems } from '../helpers/browser.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-site/', import.meta.url));

let work: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-docusaurus-e2e-'));
  await cp(FIXTURE, join(work, 'site'), { recursive: true });
  const report = await build({ cwd: join(work, 'site'), outDir: join(work, 'out'), threads: 1, cache: false });
  expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  [server, browser] = await Promise.all([startStaticServer({ dir: join(work, 'out'), port: 0, host: '127.0.0.1' }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a Docusaurus React page in Chromium', () => {
  it('hydrates without errors, keeps its CSS-module styles, and its Link navigates on the client', async () => {
    const origin = server.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1.hero__title').textContent()).toBe('Widget Docs');
    // The CSS module's rule reached the element: its font size is the module's 1.5rem (24px), not the default.
    expect(await page.locator('p[class^="tagline_"]').evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-accent').trim())).toBe('#ff6600');
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(`${origin}/docs/intro`);
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');
    // The same document: the client router took the click.
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 60_000);
});
