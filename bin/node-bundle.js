// The generator runs from one bundle of its TypeScript sources and their
// packages, made by esbuild on first use and kept in node_modules/.cache.
// Loading a few bundled files instead of hundreds of modules through a
// TypeScript loader is most of what makes a small site build in about a
// second. The bundle is made again whenever a source file, the lockfile or
// Node changes, so editing the generator needs no build step.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['src', 'theme'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
const CACHE = join(ROOT, 'node_modules', '.cache', 'docs-build', 'cli');
// Shared with the site's own modules (React) or native and loaded on demand (esbuild, chokidar, linkinator).
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'chokidar', 'linkinator', 'docs-build:*'];
// Old bundles are removed only once nothing can still be running from them.
const STALE_MS = 24 * 60 * 60 * 1000;

/** Stat data of every source file: cheap to gather (a few ms) and changes with any edit. */
function fingerprint() {
  const hash = createHash('sha256').update(`${process.version}\n${ROOT}\n`);
  const files = [...SOURCE_FILES];
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath ?? entry.path, entry.name).slice(ROOT.length));
    }
  }
  for (const file of files.sort()) {
    const path = join(ROOT, file);
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 20);
}

async function bundle(outDir) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { cli: 'src/cli.ts', 'page-worker': 'src/node/render/page-worker.ts' },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    external: EXTERNAL,
    define: { __DOCS_BUILD_ROOT__: JSON.stringify(ROOT) },
    // Bundled CommonJS packages call require(); ES modules have none.
    banner: { js: "import { createRequire as __docsBuildCreateRequire } from 'node:module'; const require = __docsBuildCreateRequire(import.meta.url);" },
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
  });
}

function pruneStale(keep) {
  for (const name of readdirSync(CACHE)) {
    if (name === keep) continue;
    const path = join(CACHE, name);
    if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** URL of the bundled entry (`cli` or `page-worker`), bundling first when the sources changed. */
export async function bundledEntry(name) {
  const key = fingerprint();
  const dir = join(CACHE, key);
  if (!existsSync(join(dir, `${name}.mjs`))) {
    const partial = `${dir}.${process.pid}.tmp`;
    rmSync(partial, { recursive: true, force: true });
    await bundle(partial);
    try {
      renameSync(partial, dir);
    } catch {
      // Another process finished the same bundle first: use theirs.
      rmSync(partial, { recursive: true, force: true });
    }
    pruneStale(key);
  }
  return pathToFileURL(join(dir, `${name}.mjs`)).href;
}
