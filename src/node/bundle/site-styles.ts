import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Config } from '../config/schema.ts';
import { DocsBuildError } from '../report/diagnostic.ts';
import { packagePath } from '../runtime/package-root.ts';

/** Style sheets of the site besides the theme's own, in the order they load around it. */
export interface SiteStyles {
  /** Loaded before the theme's style sheets: Infima, as Docusaurus loads it first. */
  before: string[];
  /** Loaded after them: the theme's Infima variables, then the site's `customCss`. */
  after: string[];
}

/** Maps the theme's colours, fonts and sizes onto Infima's `--ifm-*` variables; loaded only with Infima. */
export const INFIMA_BRIDGE_CSS = packagePath('theme/infima-bridge.css');

/** The style sheets a site loads around the theme's, as absolute paths. */
export function siteStyles(config: Config, root: string): SiteStyles {
  const custom = config.customCss.map((file) => resolve(root, file));
  if (!config.infima) return { before: [], after: custom };
  const direction = config.i18n.localeConfigs[config.i18n.defaultLocale]?.direction ?? 'ltr';
  return { before: [infimaStyleSheet(root, direction)], after: [INFIMA_BRIDGE_CSS, ...custom] };
}

/**
 * Infima's style sheet as the site has it installed. Every Docusaurus site
 * has it (theme-classic depends on it, at the version Docusaurus pins), so
 * the site gets the very CSS its own build ships. With a strict package
 * layout (pnpm) it is only reachable from theme-classic's own folder.
 */
export function infimaStyleSheet(root: string, direction: 'ltr' | 'rtl'): string {
  const file = `infima/dist/css/default/default${direction === 'rtl' ? '-rtl' : ''}.css`;
  const found = findInfimaFile(root, file);
  if (found) return found;
  throw new DocsBuildError(`infima: Infima's style sheet (${file}) was not found from ${root}.`, {
    hint: "Run `npm install` in the site folder (Docusaurus's theme-classic brings Infima), or `npm install infima`; set `infima: false` to build without it.",
    location: 'infima',
  });
}

/** Whether the site has Infima installed, where `infimaStyleSheet` looks for it. */
export function hasInfima(root: string): boolean {
  return findInfimaFile(root, 'infima/package.json') !== undefined;
}

function findInfimaFile(root: string, file: string): string | undefined {
  const fromSite = createRequire(join(root, 'package.json'));
  // The site's own, else theme-classic's (the site's, or its classic preset's: with pnpm, a package sees only its
  // own dependencies, and a site that names only the preset has neither theme-classic nor Infima at its top).
  const themeClassic = (from: NodeRequire) => createRequire(from.resolve('@docusaurus/theme-classic/package.json'));
  const candidates = [
    () => fromSite.resolve(file),
    () => themeClassic(fromSite).resolve(file),
    () => themeClassic(createRequire(fromSite.resolve('@docusaurus/preset-classic/package.json'))).resolve(file),
  ];
  for (const candidate of candidates) {
    try {
      return candidate();
    } catch {
      // Not there: try the next place.
    }
  }
  return undefined;
}
