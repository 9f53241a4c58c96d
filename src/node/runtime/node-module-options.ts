/**
 * What esbuild is told for every module the generator compiles to run in
 * Node (the config, a React page, an MDX page with imports): one ES module
 * for Node 20, JSX with the automatic runtime, kept in memory.
 */
export const NODE_MODULE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  write: false,
  logLevel: 'silent',
} as const;
