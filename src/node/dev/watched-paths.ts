import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { LoadedConfig } from '../config/load.ts';
import { isModulePage, type ContentSource } from '../content/content-source.ts';
import { PACKAGE_ROOT } from '../runtime/package-root.ts';
import type { WatchedPaths } from './classify.ts';
import { CONTENT_PLUGINS } from '../content-plugins/plugin-of.ts';
import { localizationDirOf } from '../i18n/code-translations.ts';

/** What the dev server watches for a loaded config. */
export function watchedPaths({ config, root, configFile, docusaurus }: LoadedConfig, pluginPaths: readonly string[] = []): WatchedPaths {
  return {
    pluginPaths: pluginPaths.map(globBase),
    siteThemeDir: join(root, 'src/theme'),
    configFile,
    sidebarsFile: config.docs !== false && config.docs.sidebarPath ? resolve(root, config.docs.sidebarPath) : undefined,
    contentDirs: CONTENT_PLUGINS.flatMap((plugin) => plugin.getPathsToWatch?.(config, root) ?? []),
    versionFiles: config.docs === false ? [] : [join(root, 'versions.json'), join(root, 'versioned_sidebars')],
    translationFiles: docusaurus ? [join(localizationDirOf(root, docusaurus.siteConfig, config.i18n.defaultLocale), 'code.json')] : [],
    componentsFile: config.markdown.components ? resolve(root, config.markdown.components) : undefined,
    bundleDirs: [join(PACKAGE_ROOT, 'theme'), join(PACKAGE_ROOT, 'src', 'client')],
    staticDir: join(root, config.staticDir),
  };
}

/** A glob's folder, up to its first segment with a pattern in it (chokidar watches folders and files, not globs). */
function globBase(path: string): string {
  const segments = path.split(/[\\/]/);
  const at = segments.findIndex((segment) => /[*?[\]{}!]/.test(segment));
  return at === -1 ? path : segments.slice(0, at).join(sep) || sep;
}

/** Of the given files, the sources whose text on disk differs from what was last built. */
export async function staleSources(sources: readonly ContentSource[], paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const path of new Set(paths)) {
    const source = sources.find((s) => s.file === path);
    if (!source || isModulePage(source)) continue;
    try {
      if ((await readFile(path, 'utf8')) !== source.source) out.push(path);
    } catch {
      // Deleted since: the unlink event is on its way.
    }
  }
  return out;
}
