import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../../src/node/bundle/client.ts';
import type { ClientBundle } from '../../../src/node/bundle/client-bundle-output.ts';
import type { SiteData } from '../../../src/shared/types.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/node-bundle/', import.meta.url));
const REPO_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));

function tree(dir: string): Map<string, string> {
  return new Map(fg.sync('**/*', { cwd: dir }).sort().map((f) => [f, readFileSync(join(dir, f), 'latin1')]));
}

function comparable(bundle: ClientBundle) {
  return { ...bundle, pageModules: [...bundle.pageModules], files: [...bundle.files].sort() };
}

describe('client bundle cache', () => {
  let work: string;
  let root: string;
  let cacheDir: string;
  let page: string;
  let lib: string;
  let runs = 0;
  let outs = 0;

  async function bundle(): Promise<{ result: ClientBundle; out: string; bundled: boolean }> {
    const before = runs;
    const out = join(work, `out-${outs++}`);
    const result = await bundleClient({
      outDir: out,
      // The bundle takes no site data (it rides in each page), so any value will do.
      site: {} as SiteData,
      reactPages: [{ file: page, name: 'team' }],
      root,
      cacheDir,
      onBundling: () => runs++,
    });
    return { result, out, bundled: runs > before };
  }

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-client-cache-'));
    root = join(work, 'site');
    cpSync(join(FIXTURE, 'content'), join(root, 'content'), { recursive: true });
    // The page's JSX needs react/jsx-runtime, which esbuild looks for beside the page.
    symlinkSync(REPO_MODULES, join(root, 'node_modules'), 'junction');
    cacheDir = join(work, 'cache');
    page = join(root, 'content/pages/team.tsx');
    lib = join(root, 'content/lib/team.ts');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('bundles once, then restores the same bundle until an input changes', async () => {
    const first = await bundle();
    expect(first.bundled).toBe(true);
    expect(first.result.pageModules.get(page)).toMatch(/^\/assets\/page-team-.+\.js$/);
    const firstTree = tree(first.out);
    expect([...firstTree.keys()].sort()).toEqual([...first.result.files].sort());
    expect(readFileSync(join(first.out, first.result.pageModules.get(page)!), 'utf8')).toContain('maintainer');

    // Into a fresh folder: a hit must write every file, not just report them.
    const second = await bundle();
    expect(second.bundled).toBe(false);
    expect(comparable(second.result)).toEqual(comparable(first.result));
    expect(tree(second.out)).toEqual(firstTree);

    // The imported module changes: esbuild runs again and the page's chunk follows the edit.
    writeFileSync(lib, readFileSync(lib, 'utf8').replace("role: 'maintainer'", "role: 'lead maintainer'"));
    const third = await bundle();
    expect(third.bundled).toBe(true);
    expect(third.result.pageModules.get(page)).not.toBe(first.result.pageModules.get(page));
    const thirdTree = tree(third.out);
    expect(thirdTree).not.toEqual(firstTree);
    expect(readFileSync(join(third.out, third.result.pageModules.get(page)!), 'utf8')).toContain('lead maintainer');

    // The edit is now what the cache holds.
    const fourth = await bundle();
    expect(fourth.bundled).toBe(false);
    expect(comparable(fourth.result)).toEqual(comparable(third.result));
    expect(tree(fourth.out)).toEqual(thirdTree);
  });

  it('bundles again when an input is only touched, and again makes the same files', async () => {
    const warm = await bundle();
    const warmTree = tree(warm.out);
    const { mtime } = statSync(page);
    // Into the past: a file stamped after esbuild started is taken as edited mid-bundle and not kept.
    utimesSync(page, new Date(), new Date(mtime.getTime() - 5000));
    const touched = await bundle();
    expect(touched.bundled).toBe(true);
    expect(comparable(touched.result)).toEqual(comparable(warm.result));
    expect(tree(touched.out)).toEqual(warmTree);
    expect((await bundle()).bundled).toBe(false);
  });

  it('bundles again when a file appears beside an input, which may change what an import resolves to', async () => {
    expect((await bundle()).bundled).toBe(false);
    const extra = join(dirname(lib), 'team.tsx');
    writeFileSync(extra, 'export const team: string[] = [];\n');
    try {
      expect((await bundle()).bundled).toBe(true);
    } finally {
      rmSync(extra);
    }
  });

  it('bundles every time without a cache folder', async () => {
    let calls = 0;
    const options = { site: {} as SiteData, reactPages: [{ file: page, name: 'team' }], root, onBundling: () => calls++ };
    await bundleClient({ ...options, outDir: join(work, 'nocache-1') });
    await bundleClient({ ...options, outDir: join(work, 'nocache-2') });
    expect(calls).toBe(2);
  });
});
