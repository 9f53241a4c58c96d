import type { BreadcrumbData, SidebarItemData } from '../../shared/types.ts';
import type { DocsConfig, SidebarItemConfig } from '../config/schema.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { isIndexDoc, normaliseRoute } from './routes.ts';

export interface DocEntry {
  id: string;
  route: string;
  label: string;
  /** Path of the doc relative to the docs folder, without extension. */
  docPath: string;
  position?: number;
}

export type SidebarNode =
  | { type: 'doc'; id: string; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; href?: string; linkDocId?: string; generatedIndex?: GeneratedIndex; collapsible: boolean; collapsed: boolean; items: SidebarNode[] };

/** A category's `generated-index` page: its route is the category's href, its id the category's linkDocId. */
export interface GeneratedIndex {
  title: string;
  description?: string;
}

/** The id a generated index page goes by in sidebars and previous/next; no doc file has it. */
export const GENERATED_INDEX_ID = '__generated-index__';

export interface CategoryMeta {
  label?: string;
  position?: number;
}

export interface Sidebars {
  trees: Map<string, SidebarNode[]>;
  /** Doc id → sidebar name, for the first sidebar that lists it. */
  sidebarOfDoc: Map<string, string>;
  /** Doc order per sidebar, for previous/next links. */
  order: Map<string, Array<{ id: string; label: string; href: string }>>;
  /** Per sidebar, what every page's view of it needs: made once, not once per page. */
  indexes: Map<string, SidebarIndex>;
}

/**
 * Lookups over one sidebar tree, so each page's sidebar, breadcrumbs and
 * neighbours cost the depth of the tree rather than its size: on a site of
 * 10,000 pages, walking the tree for every page took seconds.
 */
export interface SidebarIndex {
  totalLinks: number;
  /** Route → the categories that contain it (as their own link or below them). */
  activeCategories: Map<string, Set<SidebarNode>>;
  /** Route → breadcrumbs of the first doc or link with that address. */
  crumbs: Map<string, BreadcrumbData[]>;
  /** Doc id → its first place in the sidebar's order. */
  positions: Map<string, number>;
}

export function indexSidebar(tree: SidebarNode[], order: ReadonlyArray<{ id: string }> = []): SidebarIndex {
  const index: SidebarIndex = { totalLinks: 0, activeCategories: new Map(), crumbs: new Map(), positions: new Map() };
  const ancestors: Array<Extract<SidebarNode, { type: 'category' }>> = [];
  const activate = (route: string, categories: Iterable<SidebarNode>) => {
    let set = index.activeCategories.get(route);
    if (!set) index.activeCategories.set(route, (set = new Set()));
    for (const category of categories) set.add(category);
  };
  const visit = (nodes: SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type === 'category') {
        if (node.href) {
          activate(node.href, [...ancestors, node]);
          if (!index.crumbs.has(node.href)) index.crumbs.set(node.href, [...ancestors.map((c) => ({ label: c.label, href: c.href })), { label: node.label }]);
        }
        ancestors.push(node);
        visit(node.items);
        ancestors.pop();
        continue;
      }
      index.totalLinks++;
      activate(node.href, ancestors);
      if (!index.crumbs.has(node.href)) index.crumbs.set(node.href, [...ancestors.map((c) => ({ label: c.label, href: c.href })), { label: node.label }]);
    }
  };
  visit(tree);
  order.forEach((doc, i) => {
    if (!index.positions.has(doc.id)) index.positions.set(doc.id, i);
  });
  return index;
}

/**
 * Resolves the configured sidebars once for the whole site. Problems (unknown
 * doc ids) are reported at the config key path of the item.
 */
export function resolveSidebars(
  docsConfig: Pick<DocsConfig, 'sidebars' | 'routeBasePath'>,
  docs: ReadonlyMap<string, DocEntry>,
  categoryMeta: ReadonlyMap<string, CategoryMeta>,
  configFile: string,
): { sidebars: Sidebars; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const trees = new Map<string, SidebarNode[]>();
  for (const [name, items] of Object.entries(docsConfig.sidebars)) {
    trees.set(name, items.flatMap((item, i) => resolveItem(item, `docs.sidebars.${name}.${i}`)));
  }
  if (trees.size === 0 && docs.size > 0) {
    // No sidebar configured: one generated from the folder tree, as Docusaurus does.
    trees.set('docs', autogenerate('', docs, categoryMeta));
  }
  const sidebarOfDoc = new Map<string, string>();
  const order = new Map<string, Array<{ id: string; label: string; href: string }>>();
  for (const [name, tree] of trees) {
    const flat: Array<{ id: string; label: string; href: string }> = [];
    walk(tree, (node) => {
      // A category's own doc comes before its items, as in Docusaurus's pagination.
      const id = node.type === 'doc' ? node.id : node.type === 'category' ? node.linkDocId : undefined;
      if (id === undefined || node.href === undefined) return;
      flat.push({ id, label: node.label, href: node.href });
      if (!sidebarOfDoc.has(id)) sidebarOfDoc.set(id, name);
    });
    order.set(name, flat);
  }
  const indexes = new Map([...trees].map(([name, tree]) => [name, indexSidebar(tree, order.get(name))]));
  return { sidebars: { trees, sidebarOfDoc, order, indexes }, problems };

  function resolveItem(item: SidebarItemConfig, keyPath: string): SidebarNode[] {
    if (typeof item === 'string' || item.type === 'doc') {
      const id = typeof item === 'string' ? item : item.id;
      const doc = docs.get(id);
      if (!doc) {
        problems.push(unknownDoc(id, keyPath));
        return [];
      }
      return [{ type: 'doc', id, label: (typeof item === 'string' ? undefined : item.label) ?? doc.label, href: doc.route }];
    }
    if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
    if (item.type === 'autogenerated') return autogenerate(item.dirName.replace(/^\.\/?|\/$/g, ''), docs, categoryMeta);
    let href: string | undefined;
    let linkDocId: string | undefined;
    let generatedIndex: GeneratedIndex | undefined;
    if (item.link?.type === 'generated-index') {
      // Docusaurus's default address: /<docs>/category/<label as a slug>.
      const slug = item.link.slug ?? `/category/${item.label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}`;
      href = normaliseRoute(`/${docsConfig.routeBasePath.replace(/^\/|\/$/g, '')}/${slug}`);
      linkDocId = `${GENERATED_INDEX_ID}${href}`;
      generatedIndex = { title: item.link.title ?? item.label, ...(item.link.description === undefined ? {} : { description: item.link.description }) };
    } else if (item.link) {
      const doc = docs.get(item.link.id);
      if (doc) {
        href = doc.route;
        linkDocId = doc.id;
      } else problems.push(unknownDoc(item.link.id, `${keyPath}.link.id`));
    }
    return [
      {
        type: 'category',
        label: item.label,
        href,
        ...(linkDocId === undefined ? {} : { linkDocId }),
        ...(generatedIndex === undefined ? {} : { generatedIndex }),
        collapsible: item.collapsible ?? true,
        // Docusaurus's default: closed until the reader opens it or is on one of its pages.
        collapsed: item.collapsible === false ? false : (item.collapsed ?? true),
        items: item.items.flatMap((child, i) => resolveItem(child, `${keyPath}.items.${i}`)),
      },
    ];
  }

  function unknownDoc(id: string, keyPath: string): Diagnostic {
    const near = closest(id, [...docs.keys()]);
    return {
      file: configFile,
      keyPath,
      message: `unknown doc id '${id}' in the sidebar.`,
      ruleId: 'sidebar-doc-id',
      severity: 'error',
      hint: near ? `Did you mean '${near}'? Doc ids are paths inside the docs folder without extension.` : 'Doc ids are paths inside the docs folder without extension.',
    };
  }
}

/**
 * Builds sidebar items from a docs sub-folder: ordered by sidebar_position,
 * then name; folders become categories, whose index doc (index, README or
 * named after the folder) is the category's own link, not one of its items.
 */
export function autogenerate(dirName: string, docs: ReadonlyMap<string, DocEntry>, categoryMeta: ReadonlyMap<string, CategoryMeta>, indexDoc?: DocEntry): SidebarNode[] {
  const prefix = dirName === '' ? '' : `${dirName}/`;
  const entries: Array<{ sortKey: [number, string]; node: SidebarNode }> = [];
  const subdirs = new Set<string>();
  for (const doc of docs.values()) {
    if (!doc.docPath.startsWith(prefix)) continue;
    const rest = doc.docPath.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      if (doc === indexDoc) continue;
      entries.push({ sortKey: [doc.position ?? Number.POSITIVE_INFINITY, rest], node: { type: 'doc', id: doc.id, label: doc.label, href: doc.route } });
    } else {
      subdirs.add(rest.slice(0, slash));
    }
  }
  for (const sub of subdirs) {
    const path = `${prefix}${sub}`;
    const meta = categoryMeta.get(path) ?? {};
    const index = [...docs.values()].find((d) => d.docPath.startsWith(`${path}/`) && !d.docPath.slice(path.length + 1).includes('/') && isIndexDoc(d.docPath));
    const items = autogenerate(path, docs, categoryMeta, index);
    const link = index ? { href: index.route, linkDocId: index.id } : {};
    entries.push({
      sortKey: [meta.position ?? index?.position ?? Number.POSITIVE_INFINITY, sub],
      node: { type: 'category', label: meta.label ?? humanise(sub), ...link, collapsible: true, collapsed: true, items },
    });
  }
  entries.sort((a, b) => a.sortKey[0] - b.sortKey[0] || a.sortKey[1].localeCompare(b.sortKey[1], 'en', { numeric: true }));
  return entries.map((e) => e.node);
}

function humanise(name: string): string {
  const words = name.replace(/^\d+[-_]/, '').replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function walk(nodes: SidebarNode[], visit: (node: SidebarNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.type === 'category') walk(node.items, visit);
  }
}

// Above this many links, categories away from the current page are sent
// collapsed and empty, so a page's HTML does not grow with the site.
const FULL_SIDEBAR_LIMIT = 150;

/** The sidebar as one page sees it: active trail marked, far branches trimmed on large sites. */
export function sidebarForPage(tree: SidebarNode[], route: string, index: SidebarIndex): SidebarItemData[] {
  const trim = index.totalLinks > FULL_SIDEBAR_LIMIT;
  const activeCategories = index.activeCategories.get(route);
  const convert = (node: SidebarNode): SidebarItemData => {
    if (node.type !== 'category') return { type: 'link', label: node.label, href: node.href, active: node.href === route };
    const active = activeCategories?.has(node) === true;
    const collapsed = trim ? !active : node.collapsible && node.collapsed && !active;
    return {
      type: 'category',
      label: node.label,
      // A collapsed, trimmed category still needs somewhere to go; an open one links only if configured.
      href: node.href ?? (collapsed ? firstHref(node.items) : undefined),
      active,
      collapsed,
      items: trim && !active ? [] : node.items.map(convert),
    };
  };
  return tree.map(convert);
}

export function countLinks(tree: SidebarNode[]): number {
  let n = 0;
  walk(tree, (node) => {
    if (node.type !== 'category') n++;
  });
  return n;
}

/** Categories down to the page, then the page itself; none for a page the sidebar does not list. */
export function breadcrumbsFor(index: SidebarIndex, route: string): BreadcrumbData[] {
  return index.crumbs.get(route) ?? [];
}

function firstHref(nodes: SidebarNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type !== 'category') return node.href;
    const inner = node.href ?? firstHref(node.items);
    if (inner) return inner;
  }
  return undefined;
}

/** Closest string by edit distance, for 'did you mean' hints. */
export function closest(target: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Math.max(3, Math.floor(target.length / 3)) + 1;
  for (const c of candidates) {
    const d = distance(target, c);
    if (d < bestScore) {
      best = c;
      bestScore = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
