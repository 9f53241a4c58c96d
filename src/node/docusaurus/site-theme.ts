import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';
import { moduleFileIn, providedModule } from '../modules/provided.ts';
import { uncompilableSwizzles } from '../modules/swizzle-check.ts';
import { setThemeLayers } from '../modules/theme-layers.ts';
import { swizzledComponents } from './swizzled-components.ts';
import { loadThemePackages } from './theme-packages.ts';

/**
 * Where this site's `@theme/…` modules come from besides docs-build's: its
 * theme packages' folders and its swizzled components (src/theme/), set for
 * every module compiled afterwards (modules/theme-layers.ts). What cannot be
 * used is returned as warnings.
 */
export async function setUpSiteTheme(siteDir: string, config: Record<string, unknown>, shown: string): Promise<Diagnostic[]> {
  const warnings: Diagnostic[] = [];
  const themes = await loadThemePackages(siteDir, config);
  for (const failure of themes.failures) {
    warnings.push({
      file: shown,
      keyPath: failure.keyPath,
      message: `The theme's components could not be loaded: ${failure.message}.`,
      ruleId: 'docusaurus-theme',
      severity: 'warning',
      hint: "Imports of its '@theme/…' components fail; check that the site's packages are installed.",
    });
  }
  const siteTheme = join(siteDir, 'src/theme');
  const classicTheme = classicThemeFolder(siteDir);
  setThemeLayers(siteDir, { siteTheme, skipped: [], themePaths: themes.themePaths, classicTheme });
  const swizzled = swizzledComponents(siteDir);
  const hosted = swizzled.filter((component) => providedModule(component.name));
  // A part of the navbar or footer swizzled without the whole (src/theme/Navbar/Layout): docs-build's own navbar is
  // not made of Docusaurus's parts, so the classic theme's own navbar renders, made of the site's part.
  const classicHosts = classicTheme ? classicShellParents(swizzled, classicTheme, siteDir) : [];
  const checked = await uncompilableSwizzles(siteDir, [...hosted, ...classicHosts]);
  const imported = checked.imported;
  const failed = checked.failures.filter((failure) => hosted.some((component) => component.file === failure.file));
  const classicSlots = classicHosts.filter((host) => !checked.failures.some((failure) => failure.file === host.file)).map((host) => host.name);
  // A swizzled component replaces docs-build's of the same name wherever it is used; one docs-build has no
  // component of that name for would silently change nothing, so it is named, unless a swizzled component that
  // is used imports it (a swizzled Navbar made of the site's Navbar/Layout).
  for (const { name, file } of swizzled.filter((component) => !providedModule(component.name) && !imported.has(resolve(siteDir, component.file)))) {
    warnings.push({
      file,
      message: `The swizzled component '${name}' replaces nothing: docs-build's theme has no component of that name, so only the site's own imports of '@theme/${name}' use it.`,
      ruleId: 'docusaurus-swizzle',
      severity: 'warning',
      hint: "Check that the pages read as intended with docs-build's own theme there.",
    });
  }
  for (const failure of failed) {
    warnings.push({
      file: failure.file,
      message: `The swizzled component '${failure.name}' is not used: ${failure.reason}. docs-build's own ${failure.name} is used instead.`,
      ruleId: 'docusaurus-swizzle',
      severity: 'warning',
      hint: `Make the component import only modules docs-build provides (a wrapper around '@theme-original/${failure.name}' is enough for most), or remove it.`,
    });
  }
  setThemeLayers(siteDir, { siteTheme, skipped: failed.map((failure) => failure.name), themePaths: themes.themePaths, classicTheme, classicSlots });
  return warnings;
}

/**
 * The shell components (Navbar, Footer) the site swizzled parts of but not the whole, with the classic theme's file
 * of each (from the site folder), when the site has the classic theme installed.
 */
function classicShellParents(swizzled: ReadonlyArray<{ name: string }>, classicTheme: string, siteDir: string): Array<{ name: string; file: string }> {
  return ['Navbar', 'Footer'].flatMap((name) => {
    if (swizzled.some((component) => component.name === name) || !swizzled.some((component) => component.name.startsWith(`${name}/`))) return [];
    const file = moduleFileIn(classicTheme, name);
    return file ? [{ name, file: relative(siteDir, file) }] : [];
  });
}

/**
 * The component folder of the `@docusaurus/theme-classic` the site has installed (its `lib/theme/`), if any: the
 * site's own dependency, or the classic preset's (a pnpm install leaves it reachable from the preset only).
 */
function classicThemeFolder(siteDir: string): string | undefined {
  const resolveFrom = (file: string, name: string) => {
    try {
      return createRequire(file).resolve(name);
    } catch {
      return undefined;
    }
  };
  const site = join(siteDir, 'package.json');
  const preset = resolveFrom(site, '@docusaurus/preset-classic');
  const main = resolveFrom(site, '@docusaurus/theme-classic') ?? (preset ? resolveFrom(preset, '@docusaurus/theme-classic') : undefined);
  const folder = main && join(dirname(main), 'theme');
  return folder && existsSync(folder) ? folder : undefined;
}
