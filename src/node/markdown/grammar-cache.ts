import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { packagePath } from '../runtime/package-root.ts';
import { readConvertedPatterns, writeConvertedPatterns } from './regex-cache-file.ts';
import { createRegexStore, type RegexStore } from './regex-store.ts';

/** Shiki's own conversion, with the engine's default target ('auto': the newest RegExp syntax this V8 runs). */
const convert = (pattern: string) => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });

let key: string | undefined;

/**
 * Names the converter: Shiki's version, its conversion options (in the
 * function's text) and the V8 that picked the target. Another Shiki or
 * another Node never reuses patterns converted for this one.
 */
export function converterKey(): string {
  const { version } = createRequire(packagePath('package.json'))('shiki/package.json') as { version: string };
  key ??= createHash('sha256').update([version, process.versions.v8, String(defaultJavaScriptRegexConstructor)].join('\n')).digest('hex');
  return key;
}

// Off only to measure what keeping patterns between builds gains (bench/shiki-ab.mjs).
const OFF = (process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('shiki-grammars');

let store: RegexStore | undefined;
// Conversions this thread had made when it last read or wrote the cache folder, and whether that file was usable.
let baseline = 0;
const missed = new Set<string>();

/**
 * This thread's converted grammar patterns, made once per thread. Threads do
 * not share them as they go: measured on the Jest site and a generated one,
 * sharing gained nothing (bench/shiki-ab.md); the cache folder carries them
 * to the next build.
 */
export function threadRegexStore(): RegexStore {
  store ??= createRegexStore(convert);
  return store;
}

const cacheFile = (dir: string) => join(dir, `${converterKey().slice(0, 24)}.json`);

/** Adds the patterns an earlier build kept in `dir` (a build's cache folder; none under `--no-cache`). */
export async function loadConvertedPatterns(dir: string): Promise<void> {
  if (OFF) return;
  const kept = await readConvertedPatterns(cacheFile(dir), converterKey());
  const target = threadRegexStore();
  if (kept) target.add(kept);
  else missed.add(dir);
  baseline = target.conversions;
}

/** Keeps this thread's patterns in `dir` for the next build when it converted any, or the file there was missing or spoilt. */
export async function saveConvertedPatterns(dir: string): Promise<void> {
  if (OFF || !store || (store.conversions === baseline && !missed.has(dir))) return;
  const patterns = store.entries();
  if (patterns.length === 0) return;
  await writeConvertedPatterns(cacheFile(dir), converterKey(), patterns);
  missed.delete(dir);
  baseline = store.conversions;
}
