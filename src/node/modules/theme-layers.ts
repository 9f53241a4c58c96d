import { join } from 'node:path';
import { moduleFileIn, providedModule } from './provided.ts';

/**
 * Where `@theme/X` is looked for besides docs-build's own modules, as
 * Docusaurus's theme aliases: the site's `src/theme/` (swizzled components)
 * first, then each theme package's folder (its `getThemePath()`), the last
 * one configured first, then docs-build, which plays the part of the
 * classic theme, the first one loaded.
 */
export interface ThemeLayers {
  /** The site's `src/theme/` folder. */
  siteTheme: string;
  /** Swizzled components that are left out, so that docs-build's own are used (their code does not build). */
  skipped: readonly string[];
  /** Theme packages' component folders, in the config's order. */
  themePaths: readonly string[];
  /**
   * The component folder of the site's own `@docusaurus/theme-classic`, when it is installed: where a component
   * docs-build has none of is looked for last, so that a swizzled component importing a part of the classic theme
   * (`@theme/NavbarItem/ComponentTypes`, `@theme/Icon/Menu`) gets Docusaurus's own.
   */
  classicTheme?: string;
  /**
   * Shell components (`Navbar`, `Footer`) the classic theme's own renders in place of docs-build's: the site
   * swizzled parts of them (`Navbar/Layout`) that only Docusaurus's component is made of.
   */
  classicSlots?: readonly string[];
}

// Set once per thread for the site being built (by the config loader, and from the render threads' init); a
// site that never set them has its src/theme/ and no theme packages.
const layersByRoot = new Map<string, ThemeLayers>();

export function setThemeLayers(root: string, layers: ThemeLayers): void {
  layersByRoot.set(root, layers);
}

export function themeLayersOf(root: string): ThemeLayers {
  return layersByRoot.get(root) ?? { siteTheme: join(root, 'src/theme'), skipped: [], themePaths: [] };
}

export type ThemePrefix = '@theme' | '@theme-original' | '@theme-init';

/**
 * The file `@theme/name` (or `@theme-original/…`, `@theme-init/…`) stands
 * for. `@theme-original` skips the site's own component, so a swizzled
 * wrapper reaches what it wraps; `@theme-init` is the first theme's.
 */
export function themeModuleFile(prefix: ThemePrefix, name: string, layers: ThemeLayers): string | undefined {
  const own = providedModule(name) ?? (layers.classicTheme ? moduleFileIn(layers.classicTheme, name) : undefined);
  if (prefix === '@theme-init') return own ?? layers.themePaths.map((dir) => moduleFileIn(dir, name)).find(Boolean);
  const site = prefix === '@theme' && !layers.skipped.includes(name) ? moduleFileIn(layers.siteTheme, name) : undefined;
  return site ?? [...layers.themePaths].reverse().map((dir) => moduleFileIn(dir, name)).find(Boolean) ?? own;
}

/** `@theme/name` comes from the site (src/theme/) or a theme package, not from docs-build. */
export function isReplaced(root: string, name: string): boolean {
  const file = themeModuleFile('@theme', name, themeLayersOf(root));
  return file !== undefined && file !== providedModule(name);
}
