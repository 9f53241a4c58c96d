import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';
import { providedModule } from '../modules/provided.ts';
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
  const { failures: failed, imported } = await uncompilableSwizzles(siteDir, hosted);
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
  if (failed.length > 0) setThemeLayers(siteDir, { siteTheme, skipped: failed.map((failure) => failure.name), themePaths: themes.themePaths, classicTheme });
  return warnings;
}

/** The component folder of the `@docusaurus/theme-classic` the site has installed (its `lib/theme/`), if any. */
function classicThemeFolder(siteDir: string): string | undefined {
  try {
    const main = createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic');
    const folder = join(dirname(main), 'theme');
    return existsSync(folder) ? folder : undefined;
  } catch {
    return undefined;
  }
}
