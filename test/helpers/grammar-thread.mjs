// A render thread stand-in for the grammar-cache tests: a fresh thread with its own highlighter and pattern store.
// It loads the patterns a build kept (when given a folder), highlights a block, and says how many patterns it converted.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
const { loadConvertedPatterns, threadRegexStore } = await import('../../src/node/markdown/grammar-cache.ts');
const { createShiki, TOKENIZE_TIME_LIMIT_MS } = await import('../../src/node/markdown/highlighter.ts');

const { dir, code, lang } = workerData;
if (dir) await loadConvertedPatterns(dir);
const options = await createShiki();
await options.ensureLanguage(lang);
const tree = await options.codeToHast(code, { lang, themes: options.themes, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS });
const store = threadRegexStore();
parentPort.postMessage({ conversions: store.conversions, patterns: store.entries().map(([pattern]) => pattern), tree: JSON.stringify(tree) });
