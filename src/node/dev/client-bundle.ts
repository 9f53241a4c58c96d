import { resolve } from 'node:path';
import { siteStyles } from '../bundle/site-styles.ts';
import { clientEntryPoints } from '../bundle/client-options.ts';
import { missingMermaid, type ResolvePackage, usesMermaid } from '../bundle/mermaid-module.ts';
import { contentImports } from '../bundle/content-styles.ts';
import type { Config } from '../config/schema.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { createDevBundler, type DevBrowserData, type DevBundler } from './bundle.ts';
import { sitePrismThemes } from '../bundle/prism-themes-module.ts';

/** The client bundle of a dev session. */
export interface DevClient {
  bundler: DevBundler;
  /** Set once a page has a Mermaid diagram; kept for the session, as removing the library would only save bundle time. */
  mermaid: boolean;
}

export function openDevClient(config: Config, root: string): DevClient {
  const client: DevClient = {
    mermaid: false,
    bundler: createDevBundler(root, { mermaid: () => client.mermaid, styles: siteStyles(config, root), baseUrl: config.baseUrl, staticDir: resolve(root, config.staticDir), prismThemes: sitePrismThemes(config.markdown.prism) }),
  };
  return client;
}

/**
 * Bundles again when the site data or the React pages changed, when the first
 * diagram appeared (it brings the diagram library in), when there is no bundle
 * yet or when `retry` asks (the last bundle failed). Returns the problems of
 * the new bundle, or undefined when the old one still fits.
 */
export async function bundleForModel(
  client: DevClient,
  previous: SiteModel | undefined,
  next: SiteModel,
  retry: boolean,
  resolvePackage?: ResolvePackage,
): Promise<Diagnostic[] | undefined> {
  // Without the library the site is still served, its diagrams showing their source, and the problem is shown
  // until the package is installed.
  const missing = client.mermaid ? undefined : missingMermaid(next.sources, resolvePackage);
  const mermaidAdded = !missing && !client.mermaid && usesMermaid(next.sources);
  client.mermaid ||= mermaidAdded;
  const siteChanged =
    mermaidAdded ||
    JSON.stringify([next.site, next.globalData, next.blogData, next.reactPages, contentKey(next), next.plugins?.clientModules]) !==
      JSON.stringify([previous?.site, previous?.globalData, previous?.blogData, previous?.reactPages, previous && contentKey(previous), previous?.plugins?.clientModules]);
  const bundled = !siteChanged && client.bundler.bundle() && !retry ? undefined : await client.bundler.rebuild(browserData(next), next.reactPages, mdxPages(next), next.plugins?.clientModules);
  return missing ? [missing, ...(bundled ?? [])] : bundled;
}

/** What the site's data modules hold in the browser. */
export function browserData(model: SiteModel): DevBrowserData {
  return { globalData: model.globalData, blogData: model.blogData };
}

/**
 * The addresses of the React pages' modules in the dev bundle, known before it is made (its entry names carry no
 * hash), so pages can be planned and rendered while it is being made.
 */
export function devPageModules(reactPages: SiteModel['reactPages']): Map<string, string> {
  return new Map(clientEntryPoints(reactPages).flatMap((entry, i) => (i === 0 ? [] : [[resolve(entry.in), `/assets/${entry.out}.js`] as [string, string]])));
}

/** The MDX pages, whose imports bring style sheets into the client. */
export function mdxPages(model: SiteModel): SiteModel['sources'] {
  return model.sources.filter((s) => s.format === 'mdx');
}

/** What the MDX pages import: a change of it changes the content style sheet. */
function contentKey(model: SiteModel): Array<[string, string[]]> {
  return mdxPages(model).map((p) => [p.file, contentImports(p.source)]);
}
