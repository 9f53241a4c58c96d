#!/usr/bin/env node
// The CLI is written in TypeScript. Registering tsx's loader here keeps the
// package runnable straight after `npm ci`: no compile step, no postinstall.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

// React's production build is much faster for server rendering.
process.env.NODE_ENV ??= 'production';
// The generator's own tsconfig, whatever folder the site is built from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('../src/cli.ts');
