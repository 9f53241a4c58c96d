#!/usr/bin/env node
// React's production build is much faster for server rendering.
process.env.NODE_ENV ??= 'production';

// Normally the CLI runs from a cached bundle of its TypeScript sources (see
// node-bundle.js). DOCS_BUILD_FROM_SOURCE=1 runs the sources through tsx
// instead, which is also the fallback when bundling fails; either way the
// package works straight after `npm ci`, with no compile step or postinstall.
const { bundleFile, runBundle } = await import('./node-bundle.js');
let file;
if (process.env.DOCS_BUILD_FROM_SOURCE !== '1') {
  try {
    file = await bundleFile();
  } catch (error) {
    process.stderr.write(`note: could not bundle docs-build (${error.message.split('\n')[0]}); running from sources.\n`);
  }
}
if (file) {
  // A build runs in a child process under the one the user started (src/node/build-supervisor.ts): the child
  // runs the build's code, so it is the one whose compiled code is worth saving.
  // `dev` saves a code cache of its own on its first run (see node-bundle.js).
  const dev = process.argv[2] === 'dev';
  await runBundle(file, 'cli', { saveCodeCache: dev || (process.argv[2] === 'build' && process.argv.includes('--supervised')), codeCache: dev ? 'dev' : 'build' });
} else {
  const { register } = await import('tsx/esm/api');
  const { fileURLToPath } = await import('node:url');
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import(new URL('../src/cli.ts', import.meta.url).href);
}
