import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { launchBrowser, siteContext, watchProblems } from '../helpers/browser.ts';
import { REPO } from '../helpers/cli.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/docusaurus-i18n/', import.meta.url));
// Docusaurus's own packages, from the prepared Jest site (`node bin/run-ts.js bench/prepare-jest-site.ts`).
const JEST_MODULES = join(resolve(process.env.JEST_SITE ?? join(REPO, '.bench/jest-website')), 'website/node_modules');
const withDocusaurus = existsSync(join(JEST_MODULES, '@docusaurus/theme-translations'));
const unprepared = withDocusaurus ? '' : ' (skipped: prepare the Jest site first, `node bin/run-ts.js bench/prepare-jest-site.ts`)';

const ko = (name: string) => JSON.parse(readFileSync(join(JEST_MODULES, '@docusaurus/theme-translations/locales/ko', `${name}.json`), 'utf8')) as Record<string, string>;

let work: string;
let server: { url: string; close(): Promise<void> } | undefined;
let browser: Browser | undefined;

describe.runIf(withDocusaurus)(`a Korean Docusaurus site in Chromium${unprepared}`, () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-i18n-e2e-'));
    const site = join(work, 'site');
    await cp(FIXTURE, site, { recursive: true });
    await mkdir(join(site, 'node_modules'));
    for (const entry of await readdir(JEST_MODULES)) {
      if (entry !== '.cache') await symlink(join(JEST_MODULES, entry), join(site, 'node_modules', entry));
    }
    const report = await build({ cwd: site, outDir: join(work, 'build'), cache: false, threads: 1 });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    [server, browser] = await Promise.all([startStaticServer({ dir: join(work, 'build'), port: 0, host: '127.0.0.1' }), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("hydrates with the server's words, and renders the theme's and the site's words after a client navigation", async () => {
    const origin = server!.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser!, origin);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/`);
    await page.waitForLoadState('networkidle');
    // A word the client rendered otherwise than the server would be a hydration error in the console.
    expect(await page.locator('h1').first().textContent()).toBe('환영합니다');
    expect(await page.locator('.home-greeting').textContent()).toBe('안녕하세요, Ann님');
    await page.getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(`${origin}/docs/intro`);
    await page.locator('.edit-link').waitFor();
    expect(await page.locator('.edit-link').textContent()).toBe(ko('theme-common')['theme.common.editThisPage']);
    expect(await page.locator('.pagination-nav__sublabel').allTextContents()).toEqual(['다음 문서']);
    await page.goto(`${origin}/blog/archive`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').first().textContent()).toBe(ko('theme-common')['theme.blog.archive.title']);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 60_000);

  it("opens the search dialog in the site's words, and says 'Copied' in them", async () => {
    const origin = server!.url.replace(/\/$/, '');
    const { context, blocked } = await siteContext(browser!, origin, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${origin}/docs/next/intro`);
    await page.waitForLoadState('networkidle');
    // The site's code.json words (its search plugin has no Korean messages of its own).
    const search = { 'theme.SearchBar.label': '문서 찾기', 'theme.SearchModal.placeholder': '문서에서 찾기', 'theme.SearchModal.footer.closeText': '닫기' };
    await page.getByRole('button', { name: search['theme.SearchBar.label'] }).click();
    const field = page.locator('.DocSearch-Input');
    await field.waitFor();
    expect(await field.getAttribute('placeholder')).toBe(search['theme.SearchModal.placeholder']);
    expect(await page.locator('.DocSearch-Commands').textContent()).toContain(search['theme.SearchModal.footer.closeText']);
    await page.keyboard.press('Escape');
    const copy = page.locator('.code-block__copy').first();
    await copy.click();
    await page.waitForFunction(() => document.querySelector('.code-block__copy')?.hasAttribute('data-copied'));
    expect(await copy.textContent()).toBe(ko('theme-common')['theme.CodeBlock.copied']);
    expect(problems.errors).toEqual([]);
    expect(problems.console).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  }, 60_000);
});
