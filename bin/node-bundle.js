// The generator runs from one bundle of its TypeScript sources and their
// packages, made by esbuild on first use and kept in node_modules/.cache.
// Loading one bundled file instead of hundreds of modules through a
// TypeScript loader is most of what makes a small site build in about a
// second. The bundle is made again whenever a source file, the lockfile or
// Node changes, so editing the generator needs no build step.
//
// The bundle is a CommonJS script run through vm.Script with V8's code cache:
// the first build saves the compiled code of every function it ran, and later
// runs skip parsing and compiling it (about a tenth of a small site's build).
// Node 20 offers no code cache for ES modules.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { codeFingerprint } from './code-fingerprint.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'docs-build', 'cli');
// Shared with the site's own modules (React), or native (esbuild, lightningcss), or loaded only by `dev` (chokidar).
const EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'lightningcss', 'chokidar', 'docs-build:*'];
const BUNDLE_FILE = 'docs-build.cjs';
// CommonJS's wrapper, plus the one way the bundle can import an ES module (the site's config and pages): on
// Node 20 a script compiled with cached data has no import() of its own.
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname, __docsBuildImport) {';
const WRAPPER_END = '\n})';
const CODE_CACHE_FILE = 'docs-build.cjs.v8';
// `dev` keeps a code cache of its own: it runs other functions than a build (the server, the watcher, one page at a
// time), and a cache it saved first would be accepted by builds, which would then never save theirs.
const DEV_CODE_CACHE_FILE = 'docs-build.cjs.dev.v8';
const CODE_CACHE_SAVE_MS = 3000;
// For A/B measurements only (bench/launcher-ab.mjs): mechanisms to leave out, comma-separated
// (`code-cache`, `visitor-names`).
const OFF = new Set((process.env.DOCS_BUILD_AB_OFF ?? '').split(',').filter(Boolean));
// Old bundles are removed only once nothing can still be running from them.
const STALE_MS = 24 * 60 * 60 * 1000;

/** Changes with any edit of the sources, the package files, this file or Node. */
function fingerprint() {
  const flags = OFF.has('visitor-names') ? 'with-visitor-names' : '';
  return createHash('sha256').update(`${codeFingerprint(ROOT, ['bin/node-bundle.js', 'bin/code-fingerprint.js'])}
${flags}`).digest('hex').slice(0, 20);
}

// unist-util-visit-parents renames its visitor function after every node it
// visits (a defineProperty per node), only so stack traces read better. Every
// remark and rehype plugin visits its tree that way: on a large build it came
// to about 5 % of the CPU time. The bundle leaves that one statement out.
const VISITOR_NAMES = /\n[ \t]*Object\.defineProperty\(visit, 'name', \{\n[ \t]*value:\n[^\n]*\n[ \t]*\}\)\n/;

/** unist-util-visit-parents' source without its per-node renaming; unchanged if that code is not found. */
export function withoutVisitorNames(source) {
  return source.replace(VISITOR_NAMES, '\n');
}

const visitorNamesPlugin = {
  name: 'without-visitor-names',
  setup(build) {
    build.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, (args) => ({
      contents: withoutVisitorNames(readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

// Shiki's grammars and themes are 9 of the 13 MB the bundle would have, read by every process and thread,
// while a build uses the few its pages name. They stay in node_modules, loaded on use with require() (Node
// 20.19 can require these ES modules). Each gets a one-line module handing over its default export, because
// an import() that esbuild turns into require() would give the whole module as `default`.
const shikiDataPlugin = {
  name: 'shiki-data-outside',
  setup(build) {
    build.onResolve({ filter: /^@shikijs\/(langs|themes)\// }, (args) =>
      args.namespace === 'shiki-data' ? { path: args.path, external: true } : { path: args.path, namespace: 'shiki-data' },
    );
    build.onLoad({ filter: /.*/, namespace: 'shiki-data' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)}).default;`,
      loader: 'js',
    }));
  },
};

/**
 * Bundles into `outDir`. `readable` keeps whitespace and esbuild's `// path`
 * line before each module, so a CPU profile of the bundle can be read module
 * by module (bench/profile.ts); the code is otherwise the same.
 */
export async function bundle(outDir, { readable = false } = {}) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['src/bundle-entry.ts'],
    outfile: join(outDir, BUNDLE_FILE),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    external: EXTERNAL,
    // import() turns into require(): a script run from V8's code cache has no import() on Node 20 (site modules,
    // which must be imported as ES modules, go through the launcher instead).
    supported: { 'dynamic-import': false },
    // Bundled ES modules that read import.meta.url get the bundle's own URL.
    define: { __DOCS_BUILD_ROOT__: JSON.stringify(ROOT), 'import.meta.url': '__docsBuildUrl' },
    // The file is one function expression, CommonJS's wrapper written in: runBundle compiles it as it is, instead
    // of copying megabytes into a wrapped string first.
    banner: { js: `${WRAPPER_START}var __docsBuildUrl = require('node:url').pathToFileURL(__filename).href;` },
    footer: { js: WRAPPER_END },
    minifyWhitespace: !readable,
    minifySyntax: !readable,
    // Pure ASCII (esbuild escapes the rest), so runBundle can read the 4 MB file without decoding UTF-8;
    // license comments, the one place non-ASCII text stays, go to a file beside it.
    charset: 'ascii',
    legalComments: 'external',
    plugins: [...(OFF.has('visitor-names') ? [] : [visitorNamesPlugin]), shikiDataPlugin],
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

/** Path of the bundled generator, bundling first when the sources changed. */
export async function bundleFile() {
  const key = fingerprint();
  const dir = join(CACHE, key);
  if (!existsSync(join(dir, BUNDLE_FILE))) {
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
  return join(dir, BUNDLE_FILE);
}

/**
 * The bundle compiled with V8 (from the code cache when V8 accepts it), or
 * undefined when the file on disk is not the whole bundle. As bundled it is
 * ASCII and one function expression; a truncated or overwritten file is not.
 */
function compileBundle(file, cachedData) {
  const bytes = readFileSync(file);
  if (!isAscii(bytes) || !bytes.subarray(0, WRAPPER_START.length).equals(Buffer.from(WRAPPER_START)) || !bytes.subarray(-16).toString('latin1').trimEnd().endsWith(WRAPPER_END)) {
    return undefined;
  }
  try {
    // Read as Latin-1 (it is ASCII): a fraction of the time UTF-8 decoding takes, and a one-byte string.
    return new vm.Script(bytes.toString('latin1'), { filename: file, cachedData });
  } catch {
    return undefined;
  }
}

/**
 * Runs one role of the bundle (`cli` or `page-worker`). `saveCodeCache` lets
 * this process write the code cache when there is none yet: a build, which
 * runs nearly every function a later build will, not a quick `--version`;
 * `codeCache: 'dev'` reads and writes the dev server's own.
 */
export async function runBundle(file, role, { saveCodeCache = false, codeCache: which = 'build' } = {}) {
  const cacheFile = join(dirname(file), which === 'dev' ? DEV_CODE_CACHE_FILE : CODE_CACHE_FILE);
  const codeCache = !OFF.has('code-cache');
  let cachedData = codeCache && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  let script = compileBundle(file, cachedData);
  if (!script) {
    // A damaged bundle (a full disk, a crash while copying the cache) is made again, not run; its code cache goes with it.
    rmSync(dirname(file), { recursive: true, force: true });
    file = await bundleFile();
    cachedData = undefined;
    script = compileBundle(file, undefined);
    if (!script) throw new Error(`the bundle made in ${dirname(file)} does not compile`);
  }
  if (codeCache && saveCodeCache && (cachedData === undefined || script.cachedDataRejected)) {
    // The cache holds every function compiled so far, not only the top level. A long build would have lost
    // some by its end (V8 drops the bytecode of functions idle for a while), so it is saved at exit or after
    // a few seconds, whichever comes first. A V8 flag to keep it all would make V8 reject the cache later.
    let saved = false;
    const save = () => {
      if (saved) return;
      saved = true;
      const partial = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile);
      } catch {
        // Only a missed speed-up: the next build tries again.
        rmSync(partial, { force: true });
      }
    };
    process.once('exit', save);
    setTimeout(save, CODE_CACHE_SAVE_MS).unref();
  }
  const mod = { exports: {} };
  script.runInThisContext()(mod.exports, createRequire(file), mod, file, dirname(file), (url) => import(url));
  await mod.exports.roles[role]();
}
