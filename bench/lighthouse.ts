import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
}

/**
 * Lighthouse (npm `lighthouse`, fetched by npx from the registry) on one URL
 * with its default mobile emulation, in the Debian Chromium.
 */
export async function runLighthouse(url: string): Promise<{ scores: LighthouseScores; command: string }> {
  const work = mkdtempSync(join(tmpdir(), 'docs-build-lighthouse-'));
  const report = join(work, 'report.json');
  const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
  const args = ['--yes', 'lighthouse@13', url, '--quiet', `--chrome-flags=${flags}`, '--output=json', `--output-path=${report}`, '--only-categories=performance,accessibility,best-practices,seo'];
  // Asynchronous on purpose: the server being measured runs in this very process.
  const child = spawn('npx', args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`lighthouse failed:\n${stderr.slice(-2000)}`);
  const json = JSON.parse(readFileSync(report, 'utf8')) as { categories: Record<string, { score: number }> };
  rmSync(work, { recursive: true, force: true });
  const score = (id: string) => Math.round((json.categories[id]?.score ?? 0) * 100);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    command: `CHROME_PATH=/usr/bin/chromium npx lighthouse@13 ${url} --chrome-flags="${flags}" --only-categories=performance,accessibility,best-practices,seo`,
  };
}
