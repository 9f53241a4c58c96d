import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../../test/helpers/browser.ts';
import { startDev } from '../../test/helpers/dev-process.ts';
import { INTRO, makeDevSite, type DevSite } from '../../test/node/dev/helpers/dev-site.ts';

// The content-edit budget: from a save to the new text in an open page, small fixture site.
const BUDGET_MS = 300;

let site: DevSite;
let child: ChildProcess;
let url: string;
let browser: Browser;

beforeAll(async () => {
  site = await makeDevSite();
  ({ child, url } = await startDev(site.configFile));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  child?.kill('SIGTERM');
  await site?.dispose();
});

it(`dev: an edited page shows its new text in Chromium in under ${BUDGET_MS} ms (median of 5)`, async () => {
  const page = await browser.newPage();
  await page.goto(`${url}/docs/intro`);
  await page.waitForFunction(() => (window as Window & { __docsBuild?: unknown }).__docsBuild !== undefined);
  // The event stream must be open before the edit, or the edit's event is missed.
  await page.waitForTimeout(200);
  const times: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const text = `Edited paragraph number ${i}.`;
    const started = performance.now();
    await site.write('content/docs/intro.mdx', INTRO(text));
    await page.waitForFunction((t) => document.querySelector('.markdown')?.textContent?.includes(t) === true, text, { polling: 'raf', timeout: 5000 });
    times.push(Math.round(performance.now() - started));
    await page.waitForTimeout(100);
  }
  const median = [...times].sort((a, b) => a - b)[2]!;
  console.log(`dev edit → updated in Chromium: ${times.join(', ')} ms (median ${median})`);
  expect(median).toBeLessThan(BUDGET_MS);
});
