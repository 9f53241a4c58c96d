// The one entry of the CLI's bundle (bin/node-bundle.js): one file holds both
// roles, so the command line and its render threads share one V8 code cache.
export const roles = {
  cli: () => import('./cli.ts'),
  'page-worker': () => import('./node/render/page-worker.ts'),
};
