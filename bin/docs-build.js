#!/usr/bin/env node
// The CLI is written in TypeScript. Registering tsx's loader here keeps the
// package runnable straight after `npm ci`: no compile step, no postinstall.
import { register } from 'tsx/esm/api';

// React's production build is much faster for server rendering.
process.env.NODE_ENV ??= 'production';
register();
await import('../src/cli.ts');
