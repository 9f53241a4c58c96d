import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, runCli } from '../../helpers/cli.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/mdx-imports', import.meta.url));

// The CLI as users run it: from its bundle, not from sources.
const BUNDLED = { DOCS_BUILD_FROM_SOURCE: undefined };

let site: string;

/** The fixture in a folder of its own, with a node_modules holding only React, so its module cache is its own too. */
async function copySite(into: string): Promise<string> {
  await cp(FIXTURE, into, { recursive: true, filter: (from) => !/[\\/](node_modules|build)$/.test(from) });
  const config = await readFile(join(into, 'docs-build.config.ts'), 'utf8');
  await writeFile(join(into, 'docs-build.config.ts'), config.replace('../../../src/index.ts', join(REPO, 'src/index.ts')));
  await mkdir(join(into, 'node_modules'));
  await symlink(join(REPO, 'node_modules/react'), join(into, 'node_modules/react'));
  // A package whose `main` is CommonJS with no `default` export (while its package.json says it is an ES module),
  // and whose `module` entry has one: webpack, and so Docusaurus, takes `module`.
  await writePackage(into, 'dual-entry', { type: 'module', main: 'dist/index.js', module: 'dist/index.es.js' }, {
    'dist/index.js': "'use strict';\nconst React = require('react');\nmodule.exports = function Embed() { return React.createElement('p', { className: 'embed' }, 'from main'); };\n",
    'dist/index.es.js': "import { createElement } from 'react';\nexport default function Embed() { return createElement('p', { className: 'embed' }, 'from module'); }\n",
  });
  // A CommonJS package that requires one of Node's own modules on the server (and has a file of its own for browsers).
  await writePackage(into, 'needs-node-util', { main: 'index.js', browser: 'browser.js' }, {
    // It also polls, as some packages do, with a timer that never stops: the build must end all the same.
    'index.js': "const util = require('util');\nexports.formatted = util.format('%s=%d', 'answer', 42);\nsetInterval(() => {}, 3_600_000);\n",
    'browser.js': "exports.formatted = 'answer=' + 42;\n",
  });
  return into;
}

async function writePackage(site: string, name: string, manifest: Record<string, string>, files: Record<string, string>): Promise<void> {
  const dir = join(site, 'node_modules', name);
  for (const [file, contents] of Object.entries({ ...files, 'package.json': JSON.stringify({ name, version: '1.0.0', ...manifest }) })) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), contents);
  }
}

function text(html: string): string {
  return html.replaceAll('<!-- -->', '');
}

beforeAll(async () => {
  site = await copySite(await mkdtemp(join(tmpdir(), 'docs-build-mdx-imports-')));
});

afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

const build = (dir: string, ...args: string[]) => runCli(['build', '--config', join(dir, 'docs-build.config.ts'), '--out-dir', join(dir, 'build'), ...args], BUNDLED);

describe('imports in MDX pages, from the CLI bundle', () => {
  let intro: string;

  beforeAll(async () => {
    const result = await build(site);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    intro = text(await readFile(join(site, 'build/docs/intro/index.html'), 'utf8'));
  });

  it('renders a relative TSX component, which imports React and a .ts file', () => {
    expect(intro).toContain('<p class="greeting" data-has-id="yes">HELLO READER!</p>');
  });

  it('renders a JSX component with a default export', () => {
    expect(intro).toContain('<span class="badge">v4.2.0</span>');
  });

  it('reads JSON, a package (React) and an `export const`', () => {
    expect(intro).toContain('The Widget supports 4.2.0 and 4.1.3.');
  });

  it("renders a component that imports Docusaurus's modules itself: @docusaurus/Link, @theme/Admonition, @generated/docusaurus.config", () => {
    expect(intro).toContain('<a href="/docs/reuse" class="doc-link">Reuse</a>');
    expect(intro).toMatch(/class="admonition[^"]*"[^>]*>[\s\S]*Imports[\s\S]*doc-link/);
  });

  it("takes a package's `module` entry before its `main`, and gives a CommonJS package Node's own modules, as Docusaurus's server bundle does", async () => {
    const page = text(await readFile(join(site, 'build/docs/packages/index.html'), 'utf8'));
    expect(page).toContain('<p class="embed">from module</p>');
    expect(page).toContain('<p class="formatted">answer=42</p>');
  });

  it('reads YAML (.yml and .yaml) as data, like JSON', () => {
    expect(intro).toContain('Led by Ada with Grace and Linus, on the stable channel.');
  });

  it('renders partial .mdx and .md files, which are not routes themselves', async () => {
    expect(intro).toContain('Shared paragraph for intro: PARTIAL!');
    expect(intro).toContain('<p>A <strong>plain Markdown</strong> partial.</p>');
    const reuse = text(await readFile(join(site, 'build/docs/reuse/index.html'), 'utf8'));
    expect(reuse).toContain('Shared paragraph for reuse: PARTIAL!');
    // A partial's <details> is the theme's Details, as on a page: the page hands the partial its MDX components.
    expect(await readFile(join(site, 'build/docs/reuse/index.html'), 'utf8')).toMatch(/<details[^>]*>\s*<summary[^>]*>More<\/summary>/);
    // A heading's {#custom-id} in a partial, prepared as in a page.
    expect(await readFile(join(site, 'build/docs/reuse/index.html'), 'utf8')).toMatch(/<h2 id="shared-anchor"[^>]*>Shared heading/);
    // The components a page passes a partial replace its elements, as in MDX.
    expect(reuse).toContain('<p>A <em class="loud">plain Markdown</em> partial.</p>');
    expect(await readdir(join(site, 'build/docs'))).toEqual(expect.not.arrayContaining(['_shared', '_note']));
  });
});

describe('a corrupted module cache', () => {
  it('is verified and rebuilt, with or without --no-cache', async () => {
    const modules = join(site, 'node_modules/.cache/docs-build/modules');
    const entries = (await readdir(modules)).filter((name) => name.endsWith('.mjs'));
    expect(entries.length).toBeGreaterThan(1);
    for (const name of entries) await writeFile(join(modules, name), 'export default {');
    const again = await build(site);
    expect(again.stderr).not.toMatch(/error/i);
    expect(again.code).toBe(0);
    expect(text(await readFile(join(site, 'build/docs/intro/index.html'), 'utf8'))).toContain('HELLO READER!');

    for (const name of entries) await writeFile(join(modules, name), 'throw new Error("bad entry")');
    const fresh = await build(site, '--no-cache');
    expect(fresh.code).toBe(0);
    expect(fresh.stderr).not.toMatch(/config/i);
  });
});

describe('an import that does not resolve', () => {
  it("fails the build with the import's line and column", async () => {
    const dir = await copySite(await mkdtemp(join(tmpdir(), 'docs-build-mdx-bad-import-')));
    try {
      await writeFile(join(dir, 'content/docs/reuse.mdx'), "# Reuse\n\nimport Gone from './Gone.tsx';\n\n<Gone />\n");
      const result = await build(dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('content/docs/reuse.mdx:3:18');
      expect(result.stderr).toContain('Could not resolve "./Gone.tsx"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a YAML file that does not parse', () => {
  it("fails the build at the YAML file's line and column", async () => {
    const dir = await copySite(await mkdtemp(join(tmpdir(), 'docs-build-mdx-bad-yaml-')));
    try {
      await writeFile(join(dir, 'content/data/team.yml'), 'lead: Ada\nteam:\n  - name: Grace\n   oops: [\n');
      const result = await build(dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/content\/data\/team\.yml:4:\d+: invalid YAML/);
      expect(result.stderr).toContain('Fix the imported file at that position.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a YAML alias bomb', () => {
  it('fails the build naming the YAML file with its line, and the import in the MDX page', async () => {
    const dir = await copySite(await mkdtemp(join(tmpdir(), 'docs-build-mdx-yaml-bomb-')));
    try {
      const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
      for (const [i, name] of [...'bcdefgh'].entries()) bomb.push(`${name}: &${name} [${Array(9).fill(`*${'abcdefg'[i]}`).join(',')}]`);
      await writeFile(join(dir, 'content/data/team.yml'), `${bomb.join('\n')}\n`);
      const result = await build(dir);
      expect(result.code).toBe(1);
      const intro = await readFile(join(dir, 'content/docs/intro.mdx'), 'utf8');
      const line = intro.split('\n').findIndex((l) => l.includes('team.yml')) + 1;
      expect(result.stderr).toMatch(new RegExp(`content/docs/intro\\.mdx:${line}:\\d+ +error Import failed: content/data/team\\.yml:3:\\d+: invalid YAML: .*alias`));
      expect(result.stderr).not.toMatch(/node_modules|docs-build\.cjs/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('render threads', () => {
  it('run pages with imports too', async () => {
    const dir = await copySite(await mkdtemp(join(tmpdir(), 'docs-build-mdx-threads-')));
    try {
      // Enough docs for the build to start render threads; every one imports a component.
      const ids: string[] = [];
      for (let i = 0; i < 40; i++) {
        ids.push(`many/page-${i}`);
        await mkdir(join(dir, 'content/docs/many'), { recursive: true });
        await writeFile(join(dir, 'content/docs/many', `page-${i}.mdx`), `import { Greeting } from '../../components/Greeting.tsx';\n\n# Page ${i}\n\n<Greeting name="page ${i}" />\n`);
      }
      const config = await readFile(join(dir, 'docs-build.config.ts'), 'utf8');
      await writeFile(join(dir, 'docs-build.config.ts'), config.replace("['intro', 'reuse']", JSON.stringify(['intro', 'reuse', ...ids])));
      const result = await build(dir, '--threads', '2');
      expect(result.stderr).not.toMatch(/error/i);
      expect(result.code).toBe(0);
      for (let i = 0; i < 40; i++) {
        expect(text(await readFile(join(dir, `build/docs/many/page-${i}/index.html`), 'utf8'))).toContain(`HELLO PAGE ${i}!`);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
