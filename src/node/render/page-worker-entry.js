// Worker threads start without the TypeScript loader; register it first.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

// The generator's own tsconfig, whatever folder the site is built from.
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import('./page-worker.ts');
