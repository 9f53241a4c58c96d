// Runs the CLI from the bundle named by the first argument (bench/profile.ts's readable one), as bin/docs-build.js
// runs the cached one: the remaining arguments are the CLI's.
import { runBundle } from '../bin/node-bundle.js';

process.env.NODE_ENV ??= 'production';
const [file] = process.argv.splice(2, 1);
await runBundle(file, 'cli', { saveCodeCache: true });
