import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDED_DIR } from '../../../src/node/modules/provided.ts';
import { themeModuleFile, type ThemeLayers } from '../../../src/node/modules/theme-layers.ts';

let dir: string;
let layers: ThemeLayers;

async function touch(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, 'export default null;\n');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-build-theme-layers-'));
  await touch(join(dir, 'site/src/theme/Footer/index.js'));
  await touch(join(dir, 'site/src/theme/ApiItem.tsx'));
  await touch(join(dir, 'first/ApiItem/index.js'));
  await touch(join(dir, 'first/Footer.js'));
  await touch(join(dir, 'first/OnlyFirst.js'));
  await touch(join(dir, 'second/ApiItem.jsx'));
  await touch(join(dir, 'classic/Navbar/Layout/index.js'));
  await touch(join(dir, 'classic/Tabs/index.js'));
  await touch(join(dir, 'classic/OnlyFirst.js'));
  layers = { siteTheme: join(dir, 'site/src/theme'), skipped: [], themePaths: [join(dir, 'first'), join(dir, 'second')] };
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('where @theme/… names resolve, as Docusaurus aliases them', () => {
  it("takes the site's src/theme/ first, as X.ext or X/index.ext", () => {
    expect(themeModuleFile('@theme', 'Footer', layers)).toBe(join(dir, 'site/src/theme/Footer/index.js'));
    expect(themeModuleFile('@theme', 'ApiItem', layers)).toBe(join(dir, 'site/src/theme/ApiItem.tsx'));
  });

  it('then the theme packages, the last configured first, then docs-build', () => {
    expect(themeModuleFile('@theme-original', 'ApiItem', layers)).toBe(join(dir, 'second/ApiItem.jsx'));
    expect(themeModuleFile('@theme', 'OnlyFirst', layers)).toBe(join(dir, 'first/OnlyFirst.js'));
    expect(themeModuleFile('@theme', 'Tabs', layers)).toBe(join(PROVIDED_DIR, 'Tabs.tsx'));
    expect(themeModuleFile('@theme', 'Nothing', layers)).toBeUndefined();
  });

  it("gives @theme-original what the site's component wraps, and @theme-init the first theme's (docs-build's)", () => {
    expect(themeModuleFile('@theme-original', 'Footer', layers)).toBe(join(dir, 'first/Footer.js'));
    expect(themeModuleFile('@theme-init', 'Footer', layers)).toBe(join(PROVIDED_DIR, 'Footer.tsx'));
    expect(themeModuleFile('@theme-init', 'ApiItem', layers)).toBe(join(dir, 'first/ApiItem/index.js'));
  });

  it('leaves out a swizzled component that is skipped', () => {
    expect(themeModuleFile('@theme', 'Footer', { ...layers, skipped: ['Footer'], themePaths: [] })).toBe(join(PROVIDED_DIR, 'Footer.tsx'));
  });

  it("takes a component docs-build has none of from the site's installed classic theme, after every other layer", () => {
    const withClassic = { ...layers, classicTheme: join(dir, 'classic') };
    expect(themeModuleFile('@theme', 'Navbar/Layout', withClassic)).toBe(join(dir, 'classic/Navbar/Layout/index.js'));
    expect(themeModuleFile('@theme-original', 'Navbar/Layout', withClassic)).toBe(join(dir, 'classic/Navbar/Layout/index.js'));
    // docs-build's own component and the theme packages' come first.
    expect(themeModuleFile('@theme', 'Tabs', withClassic)).toBe(join(PROVIDED_DIR, 'Tabs.tsx'));
    expect(themeModuleFile('@theme', 'OnlyFirst', withClassic)).toBe(join(dir, 'first/OnlyFirst.js'));
    expect(themeModuleFile('@theme', 'Navbar/Layout', layers)).toBeUndefined();
  });
});
