import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsConfig, SidebarItemConfig } from '../config/schema.ts';
import { DocsBuildError } from '../report/diagnostic.ts';
import { sidebarsFromFile } from './versioned-sidebars-file.ts';

export const CURRENT = 'current';

/** One version of the docs, resolved from versions.json and the `docs.versions` options. */
export interface DocsVersion {
  /** 'current' for the docs folder, else the entry of versions.json. */
  name: string;
  label: string;
  /** Route prefix of its docs: '/docs', '/docs/next', '/docs/29.7'. */
  routeBase: string;
  /** Folder of its docs, relative to the site root. */
  dir: string;
  /** Its sidebars; the config's `docs.sidebars` for the current version. */
  sidebarItems: Record<string, SidebarItemConfig[]>;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className: string;
}

/**
 * The versions a site builds, newest first: the current docs (unless excluded), then versions.json's entries.
 * Without a versions.json (or with `disableVersioning`) that is the current docs alone, at the docs base.
 */
export function readVersions(docs: DocsConfig, root: string): DocsVersion[] {
  const file = join(root, 'versions.json');
  let names: string[] = [];
  if (!docs.disableVersioning && existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new DocsBuildError(`versions.json is not valid JSON: ${(error as Error).message}`, { location: 'versions.json', hint: 'Write it as a JSON array of version names, newest first: ["2.0", "1.0"].' });
    }
    if (!Array.isArray(parsed) || !parsed.every((n) => typeof n === 'string')) {
      throw new DocsBuildError('versions.json must be an array of version names.', { location: 'versions.json', hint: 'Write it as a JSON array of version names, newest first: ["2.0", "1.0"].' });
    }
    names = parsed as string[];
  }
  const all = [...(docs.includeCurrentVersion ? [CURRENT] : []), ...names];
  const included = docs.onlyIncludeVersions ?? all;
  for (const [i, name] of included.entries()) {
    if (!all.includes(name)) {
      throw new DocsBuildError(`docs.onlyIncludeVersions names an unknown version '${name}'.`, { location: `config: docs.onlyIncludeVersions.${i}`, hint: `Known versions: ${all.join(', ') || 'none'}.` });
    }
  }
  const kept = all.filter((name) => included.includes(name));
  if (kept.length === 0) {
    throw new DocsBuildError('No docs version is left to build.', { location: 'config: docs.includeCurrentVersion', hint: 'Set `includeCurrentVersion: true`, or add a version to versions.json.' });
  }
  const last = docs.lastVersion ?? names[0] ?? CURRENT;
  if (!kept.includes(last)) {
    throw new DocsBuildError(`docs.lastVersion '${last}' is not a version this build includes.`, { location: 'config: docs.lastVersion', hint: `Use one of: ${kept.join(', ')}.` });
  }
  const base = `/${docs.routeBasePath.replace(/^\/|\/$/g, '')}`;
  const lastIndex = all.indexOf(last);
  return kept.map((name) => {
    const options = docs.versions[name] ?? {};
    const isLast = name === last;
    const path = options.path ?? (isLast ? '' : name === CURRENT ? 'next' : name);
    const defaultBanner = isLast ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: options.label ?? (name === CURRENT ? docs.versionLabel : name),
      routeBase: `${base}/${path.replace(/^\/|\/$/g, '')}`.replace(/\/+$/, '').replace(/\/{2,}/g, '/') || '/',
      dir: name === CURRENT ? docs.path : join('versioned_docs', `version-${name}`),
      sidebarItems: name === CURRENT ? docs.sidebars : readVersionSidebars(root, name),
      isLast,
      banner: options.banner ?? defaultBanner,
      // As in Docusaurus, the badge is shown by default only when the build has more than one version.
      badge: options.badge ?? kept.length > 1,
      noIndex: options.noIndex ?? false,
      className: options.className ?? `docs-version-${name}`,
    };
  });
}

function readVersionSidebars(root: string, name: string): Record<string, SidebarItemConfig[]> {
  const file = join(root, 'versioned_sidebars', `version-${name}-sidebars.json`);
  if (!existsSync(file)) return {};
  try {
    return sidebarsFromFile(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new DocsBuildError(`versioned_sidebars/version-${name}-sidebars.json is not valid JSON: ${(error as Error).message}`, { location: `versioned_sidebars/version-${name}-sidebars.json`, hint: 'Fix the JSON, or delete the file to generate the sidebar from the folder.' });
  }
}
