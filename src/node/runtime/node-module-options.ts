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
  // A package's `module` entry before its `main`, as webpack resolves for Docusaurus's server bundle: some
  // packages' `main` is CommonJS with no named `default` export, where their `module` entry has one.
  mainFields: ['module', 'main'] as string[],
  write: false,
  logLevel: 'silent',
} as const;

/**
 * The module-scope `require` a bundled ES module needs in Node: esbuild turns a
 * CommonJS package's `require('util')` of a module left external (Node's own)
 * into a call of it, which fails in an ES module that has none. It resolves
 * from `from`, the module's source file. Code that declares its own is left as it is.
 */
export function withNodeRequire(code: string, from: string): string {
  if (/^(?:const|let|var)\s+require\b/m.test(code)) return code;
  return `import { createRequire as __docsBuildCreateRequire } from 'node:module';\nconst require = __docsBuildCreateRequire(${JSON.stringify(from)});\n${code}`;
}
