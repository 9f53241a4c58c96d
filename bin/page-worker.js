// Entry of a render thread when the CLI runs from its bundle: the pool passes
// the bundle's path, so a thread runs the same code as the main thread even if
// the sources change during the build.
import { runBundle } from './node-bundle.js';

await runBundle(process.argv.at(-1), 'page-worker');
