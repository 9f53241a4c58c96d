// Worker threads start without the TypeScript loader; register it first.
import { register } from 'tsx/esm/api';

register();
await import('./page-worker.ts');
