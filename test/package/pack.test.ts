import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/cli.ts';

// The package as a user gets it: packed, installed into a site of its own, used through its public name.
const run = promisify(execFile);
const TIMEOUT = 600_000;

let work: string;
let site: string;
let tarball: string;

function env(): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ['DOCS_BUILD_FROM_SOURCE', 'FORCE_COLOR', 'NO_COLOR', 'DEBUG', 'NODE_OPTIONS']) delete base[name];
  return base;
}

/** The installed CLI, as `npx docs-build` would run it. */
function docsBuild(...args: string[]) {
  return run(process.execPath, [join(site, 'node_modules/.bin/docs-build'), ...args], { cwd: site, env: env(), maxBuffer: 16 * 1024 * 1024 });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-pack-'));
  site = join(work, 'site');
  await mkdir(site);
  const packed = await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: REPO, env: env() });
  tarball = join(work, packed.stdout.trim().split('\n').at(-1)!);
  await writeFile(join(site, 'package.json'), JSON.stringify({ name: 'my-docs', private: true, type: 'module' }));
  // Every dependency is in npm's cache after `npm ci`; only the registry's metadata may be asked for.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: site, env: env() });
}, TIMEOUT);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the CLI, the public entry, the theme and the licence, and no tests, benchmarks or site content', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.trim().split('\n').map((f) => f.replace(/^package\//, ''));
    expect(files).toEqual(expect.arrayContaining(['package.json', 'LICENSE', 'bin/docs-build.js', 'dist/index.js', 'dist/index.d.ts', 'src/cli.ts', 'theme/App.tsx']));
    const licence = (await run('tar', ['-xzOf', tarball, 'package/LICENSE'])).stdout;
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} docs-build contributors\n/);
    expect(files.filter((f) => /^(test|bench|content|static|scripts|docs)\//.test(f) || f === 'docs-build.config.ts')).toEqual([]);
  });

  it('is importable by name, with types a consumer tsconfig resolves', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', "const m = await import('docs-build'); console.log(typeof m.defineConfig)"], { cwd: site });
    expect(stdout.trim()).toBe('function');
    // In a folder of its own, so that `init` below finds the site folder empty; packages resolve from the site's.
    const types = join(site, 'types');
    await mkdir(types);
    await writeFile(
      join(types, 'typed.ts'),
      "import { defineConfig, type UserConfig } from 'docs-build';\nconst config: UserConfig = defineConfig({ url: 'https://example.com', title: 'T', navbar: {} });\n// @ts-expect-error: not a config key\ndefineConfig({ url: 'https://example.com', title: 'T', navbar: {}, titel: 'typo' });\nexport default config;\n",
    );
    await writeFile(
      join(types, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, types: [] }, files: ['typed.ts'] }),
    );
    // TypeScript is the repository's, not the site's: the package does not depend on it.
    const tsc = createRequire(join(REPO, 'package.json')).resolve('typescript/bin/tsc');
    await run(process.execPath, [tsc, '-p', join(types, 'tsconfig.json')], { cwd: types });
    await rm(types, { recursive: true });
  }, TIMEOUT);

  it('initialises a site whose MDX imports a component, React and JSON, and builds, checks and serves it', async () => {
    const init = await docsBuild('init');
    expect(init.stdout).toContain('npx docs-build build');
    await mkdir(join(site, 'src/components'), { recursive: true });
    await writeFile(join(site, 'src/components/Hello.tsx'), 'export function Hello({ name }: { name: string }) {\n  return <strong className="hello">Hello, {name}</strong>;\n}\n');
    await writeFile(join(site, 'src/release.json'), '{ "release": "2.5.1" }\n');
    await writeFile(
      join(site, 'content/docs/imports.mdx'),
      "import { version } from 'react';\nimport { Hello } from '../../src/components/Hello.tsx';\nimport release from '../../src/release.json';\n\n# Imports\n\n<Hello name=\"docs\" /> on release {release.release}, React {version.split('.')[0]}.\n",
    );
    const config = await readFile(join(site, 'docs-build.config.ts'), 'utf8');
    await writeFile(join(site, 'docs-build.config.ts'), config.replace("items: ['guides/first-steps']", "items: ['guides/first-steps', 'imports']"));

    const built = await docsBuild('build');
    expect(built.stdout).toMatch(/Build finished: .* 0 errors/);
    const page = (await readFile(join(site, 'build/docs/imports/index.html'), 'utf8')).replaceAll('<!-- -->', '');
    expect(page).toContain('<strong class="hello">Hello, docs</strong> on release 2.5.1, React 19.');
    expect(await readdir(join(site, 'build/docs'))).toEqual(expect.arrayContaining(['intro', 'guides', 'imports']));

    const checked = await docsBuild('check');
    expect(checked.stdout).toContain('No broken links');

    const server = spawn(process.execPath, [join(site, 'node_modules/.bin/docs-build'), 'serve', '--port', '0'], { cwd: site, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout!.setEncoding('utf8').on('data', (text: string) => {
          out += text;
          const match = /Serving \S+ at (\S+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        server.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      const response = await fetch(new URL('/docs/imports', url));
      expect(response.status).toBe(200);
      expect((await response.text()).replaceAll('<!-- -->', '')).toContain('Hello, docs</strong> on release 2.5.1');
    } finally {
      server.kill();
    }
  }, TIMEOUT);

  it('leaves Mermaid out of the install, and a page with a diagram then fails at the diagram, naming the package to install', async () => {
    expect(await readdir(join(site, 'node_modules'))).not.toContain('mermaid');
    // A site of its own in a subfolder, resolving packages from the installed site's node_modules.
    const diagrams = join(site, 'diagrams');
    await docsBuild('init', 'diagrams');
    await writeFile(join(diagrams, 'content/docs/intro.md'), '# Intro\n\nA flow:\n\n```mermaid\ngraph TD\n  A-->B\n```\n');
    const failed = await run(process.execPath, [join(site, 'node_modules/.bin/docs-build'), 'build'], { cwd: diagrams, env: env() }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('content/docs/intro.md:5:1');
    expect(failed?.stderr).toContain('npm install mermaid');
  }, TIMEOUT);
});
