#!/usr/bin/env node
// Runs a TypeScript script (benchmarks, generators) with the same loader as the CLI.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

// The generator's own tsconfig, whatever folder the site is built from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const [script, ...rest] = process.argv.slice(2);
if (!script) {
  process.stderr.write('usage: run-ts <script.ts> [args…]\n');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(script), ...rest];
await import(pathToFileURL(resolve(script)).href);
