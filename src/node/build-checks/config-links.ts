import type { Config, SidebarItemConfig } from '../config/schema.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { isExternalUrl, linkUrl, routeOfUrl } from '../../shared/url.ts';
import { closest } from '../content/sidebar.ts';
import type { LinkTargets } from './links.ts';

interface ConfigLink {
  keyPath: string;
  url: string;
}

/**
 * Internal links written in the config (navbar, footer, sidebar `link`
 * items) are on every page, so a broken one is reported once, at its key
 * path in the config file, under the same rules as links in content.
 */
export function checkConfigLinks(config: Config, targets: LinkTargets, configFile: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const link of configLinks(config)) {
    if (isExternalUrl(link.url) || !link.url.startsWith('/')) continue;
    // As the page writes it: under the base URL, which a link may already carry.
    const target = new URL(linkUrl(link.url, config), 'http://x/');
    const route = routeOfUrl(decodeURI(target.pathname), config) ?? decodeURI(target.pathname);
    const hash = target.hash ? decodeURIComponent(target.hash.slice(1)) : undefined;
    if (!targets.routes.has(route)) {
      if (targets.files.has(route) || targets.files.has(target.pathname)) continue;
      if (config.onBrokenLinks === 'ignore') continue;
      const near = closest(route, [...targets.routes]);
      problems.push({
        file: configFile,
        keyPath: link.keyPath,
        message: `Broken link to ${link.url}: no page has the route ${route}.`,
        ruleId: 'broken-link',
        severity: config.onBrokenLinks === 'throw' ? 'error' : 'warning',
        hint: near ? `Did you mean ${near}?` : 'Point it at an existing route, or use `href` for a link to another site.',
      });
      continue;
    }
    const ids = targets.ids.get(route);
    if (hash && ids && !ids.has(hash) && config.onBrokenAnchors !== 'ignore') {
      problems.push({
        file: configFile,
        keyPath: link.keyPath,
        message: `Broken anchor in ${link.url}: ${route} has no element with id '${hash}'.`,
        ruleId: 'broken-anchor',
        severity: config.onBrokenAnchors === 'throw' ? 'error' : 'warning',
      });
    }
  }
  return problems;
}

/** Every link the config spells out, with the key path it sits at. */
export function configLinks(config: Config): ConfigLink[] {
  const links: ConfigLink[] = [];
  const add = (keyPath: string, item: { to?: string; href?: string }) => {
    if (item.to !== undefined) links.push({ keyPath: `${keyPath}.to`, url: item.to });
    if (item.href !== undefined) links.push({ keyPath: `${keyPath}.href`, url: item.href });
  };
  config.navbar.items.forEach((item, i) => {
    // Only these types render `to`/`href` as a link; 'doc' and 'docSidebar' items are resolved from ids.
    if (['default', 'link', 'dropdown', 'docsVersion'].includes(item.type ?? 'default')) add(`navbar.items.${i}`, item);
    item.items?.forEach((sub, j) => {
      add(`navbar.items.${i}.items.${j}`, sub);
    });
  });
  config.footer.links.forEach((column, i) => {
    column.items.forEach((item, j) => {
      if (!('html' in item)) add(`footer.links.${i}.items.${j}`, item);
    });
  });
  if (config.docs !== false) {
    const walk = (items: SidebarItemConfig[], keyPath: string) =>
      items.forEach((item, i) => {
        if (typeof item === 'string') return;
        if (item.type === 'link') links.push({ keyPath: `${keyPath}.${i}.href`, url: item.href });
        if (item.type === 'category') walk(item.items, `${keyPath}.${i}.items`);
      });
    for (const [name, items] of Object.entries(config.docs.sidebars)) walk(items, `docs.sidebars.${name}`);
  }
  return links;
}
