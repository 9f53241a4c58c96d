#!/usr/bin/env node
// Builds what the published package exposes to sites: `import … from 'docs-build'` as plain JavaScript (a
// site's config and components run with no TypeScript loader) and its type declarations. Run by `npm pack`
// and `npm publish`; the CLI itself needs no build step.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');

rmSync(DIST, { recursive: true, force: true });
const esbuild = await import('esbuild');
await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: ['src/index.ts'],
  outfile: join(DIST, 'index.js'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.package.json')], { stdio: 'inherit' });
// The sources import each other with `.ts`; declarations are read next to `.js` files, where that means `.d.ts`.
for (const entry of readdirSync(DIST, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const path = join(entry.parentPath ?? entry.path, entry.name);
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace(/(from\s+['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2'));
}
