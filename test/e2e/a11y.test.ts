import { createRequire } from 'node:module';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, sharedBrowser, siteContext } from '../helpers/browser.ts';
import { serveRealSite, type ServedSite } from '../helpers/site.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

let site: ServedSite;
let browser: Browser;
const contexts: Partial<Record<'light' | 'dark', BrowserContext>> = {};

beforeAll(async () => {
  [site, browser] = await Promise.all([serveRealSite(), sharedBrowser()]);
  for (const mode of ['light', 'dark'] as const) {
    const { context } = await siteContext(browser, site.url, { colorScheme: mode });
    // The stored choice wins over the system preference; set both so the mode is certain.
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    contexts[mode] = context;
  }
});

afterAll(async () => {
  await closeContexts(browser);
  await site?.close();
});

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (mode) => {
  it.each(['/', '/docs/installation', '/docs/addons/remote-backup/basic-config'])('%s has no serious or critical axe violations', async (path) => {
    // One page a mode, loading each path in turn: a new page costs a renderer process, and the checks need nothing fresh.
    const context = contexts[mode]!;
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (serious.length > 0) {
      console.log(
        `axe violations on ${path} (${mode}):\n${serious
          .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').join(' ') ?? ''}`).join('\n')}`)
          .join('\n')}`,
      );
    }
    expect(serious.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  });
});
