import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/site.ts';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
// Heavy libraries of one optional feature: a site that uses the feature installs them (`npm install mermaid`).
const OPTIONAL_PEERS = ['mermaid'];
// Tools run by their command, not imported: the type checker, the linter, the test runner's browser and Node's types.
const TOOLS = ['typescript', '@biomejs/biome', '@types/node', '@types/react', '@types/react-dom'];
// Loaded by a name made at run time (`prismjs/components/prism-<language>`), which no import pattern can see.
const COMPUTED = ['prismjs'];
// Linked into a test site's node_modules, as the site would install it (its own Sass compiler), by path.
const LINKED_INTO_SITES = ['sass'];
// Packages a fixture site holds itself (test/fixtures/<site>/packages/<name>), installed into it by its test.
const fixturePackage = (name: string) => readdirSync(join(REPO_ROOT, 'test/fixtures')).some((site) => existsSync(join(REPO_ROOT, 'test/fixtures', site, 'packages', name, 'package.json')));

function files(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name))
    .map((e) => relative(REPO_ROOT, join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith('bench/.work/'));
}

/** Packages a file loads, each marked as loaded for its types only or at run time. */
function imports(file: string): Array<{ name: string; typeOnly: boolean }> {
  // Comment lines show imports as examples; they load nothing.
  const text = readFileSync(join(REPO_ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
  const found: Array<{ name: string; typeOnly: boolean }> = [];
  const patterns = [/^\s*(import|export)(\s+type)?[^'"]*?\sfrom\s+'([^']+)'/gm, /^\s*import\s+'([^']+)'/gm, /\bimport\('([^']+)'\)/g, /\brequire(?:\.resolve)?\('([^']+)'\)/g, /\)\.resolve\('([^']+)'\)/g, /\bbuild\.resolve\('([^']+)'/g];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[3] ?? match[1]!;
      // The package itself, imported by name in tests of the installed package.
      if (/^(\.|node:|docs-build:|docs-build$|docs-build\/)/.test(specifier) || specifier.includes('${')) continue;
      // A webpack-style loader request (`!!raw-loader!./file`) names a file of the site, not a package.
      if (specifier.includes('!') || specifier.endsWith('?raw')) continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      // Docusaurus's aliases (`@theme/…`, `@site/…`, `@docusaurus/Link`…) are the generator's own modules, not packages.
      if (isBuiltin(name) || (/^@(theme|theme-original|theme-init|site|generated|docusaurus)\//.test(name) && !existsSync(join(REPO_ROOT, 'node_modules', name)))) continue;
      if (fixturePackage(name)) continue;
      const typeOnly = match[2] !== undefined || file.endsWith('.d.ts');
      found.push({ name: ['hast', 'mdast', 'estree', 'estree-jsx', 'unist'].includes(name) ? `@types/${name}` : name, typeOnly });
    }
  }
  return found;
}

describe('package.json', () => {
  const shipped = ['src', 'theme', 'bin'].flatMap(files).flatMap(imports);
  // Test sites load packages too (the config's remark plugins), so fixtures count.
  const tests = ['test', 'bench'].flatMap(files).flatMap(imports);
  const runtime = new Set([...shipped.filter((i) => !i.typeOnly).map((i) => i.name), ...COMPUTED]);
  // Type declarations of packages loaded at run time that ship none of their own.
  const runtimeTypes = [...runtime].map((name) => `@types/${name.replace(/^@([^/]+)\//, '$1__')}`).filter((name) => name in pkg.devDependencies);
  const typesOnly = new Set(shipped.filter((i) => i.typeOnly && !runtime.has(i.name)).map((i) => i.name));

  it('declares as dependencies exactly the packages the generator loads at run time, but the optional peers', () => {
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...runtime].filter((name) => !OPTIONAL_PEERS.includes(name)).sort());
  });

  it('declares the optional features\' packages as optional peer dependencies, and as dev dependencies for its own tests', () => {
    expect(OPTIONAL_PEERS.every((name) => runtime.has(name))).toBe(true);
    expect(Object.keys(pkg.peerDependencies ?? {}).sort()).toEqual([...OPTIONAL_PEERS].sort());
    for (const name of OPTIONAL_PEERS) {
      expect(pkg.peerDependenciesMeta?.[name]?.optional).toBe(true);
      expect(pkg.devDependencies[name]).toBe(pkg.peerDependencies?.[name]);
    }
  });

  it('declares as dev dependencies exactly the rest: types, test and benchmark packages, tools', () => {
    const dev = new Set([
      ...typesOnly,
      ...tests.map((i) => i.name).filter((name) => !runtime.has(name)),
      ...OPTIONAL_PEERS,
      ...LINKED_INTO_SITES,
      ...runtimeTypes,
      ...TOOLS.filter((t) => t in pkg.devDependencies || t === 'typescript'),
    ]);
    expect(Object.keys(pkg.devDependencies).sort()).toEqual([...dev].sort());
  });
});
