import type { MappingWarning } from './mapping-warning.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const PASSED_THROUGH = new Set(['docsVersion', 'docsVersionDropdown', 'localeDropdown', 'search', 'html', 'docSidebar', 'doc']);

/** Docusaurus resolves a `to` without a leading slash from the site root. */
function internal(to: unknown): string | undefined {
  if (typeof to !== 'string') return undefined;
  return /^(\/|[a-z]+:)/i.test(to) ? to : `/${to}`;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** The text of a link item: its label, else its `html` as text, else its `aria-label` (icon links), else the address. */
function labelOf(item: Obj): string {
  if (typeof item.label === 'string') return item.label;
  if (typeof item.html === 'string' && stripTags(item.html)) return stripTags(item.html);
  if (typeof item['aria-label'] === 'string') return item['aria-label'];
  return String(item.href ?? item.to ?? '');
}

/** A link inside a dropdown or a footer column. docs-build's links name a route, so a doc item points at the doc's default route. */
function mapLink(item: Obj, docsBase: string): Obj {
  const link: Obj = { label: labelOf(item) };
  if (item.type === 'doc' && typeof item.docId === 'string') link.to = `/${docsBase ? `${docsBase}/` : ''}${item.docId}`;
  else if (typeof item.href === 'string') link.href = item.href;
  else link.to = internal(item.to);
  return link;
}

/**
 * One navbar item. Items docs-build renders the same way keep every key (the
 * versions step reads `dropdownItemsBefore`/`After`); a custom item type is
 * left out with a warning.
 */
export function mapNavbarItem(raw: unknown, keyPath: string, docsBase: string, warnings: MappingWarning[]): Obj | undefined {
  if (!isObj(raw)) return undefined;
  // As Docusaurus's theme does: an item with `items` and no `type` is a dropdown.
  const type = typeof raw.type === 'string' ? raw.type : Array.isArray(raw.items) ? 'dropdown' : 'default';
  const position = raw.position === 'right' ? 'right' : 'left';
  if (type === 'dropdown') {
    const items = Array.isArray(raw.items) ? raw.items.filter(isObj) : [];
    const own = typeof raw.href === 'string' ? { href: raw.href } : typeof raw.to === 'string' ? { to: internal(raw.to) } : {};
    return { type, label: labelOf(raw), position, ...own, items: items.map((item) => mapLink(item, docsBase)) };
  }
  if (PASSED_THROUGH.has(type)) {
    const item: Obj = { ...raw, position };
    if (type === 'docSidebar' || type === 'doc') item.label = raw.label;
    for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
      if (!Array.isArray(raw[key])) continue;
      // Links are kept; an item of another kind (an 'html' line) has no place in docs-build's dropdown.
      const links = (raw[key] as unknown[]).filter((entry, j) => {
        const keep = isObj(entry) && entry.type === undefined && (typeof entry.to === 'string' || typeof entry.href === 'string');
        if (!keep) warnings.push({ keyPath: `${keyPath}.${key}.${j}`, message: 'only links (`to` or `href`) are listed in a version or locale dropdown; this item is left out' });
        return keep;
      });
      item[key] = links.filter(isObj).map((entry) => mapLink(entry, docsBase));
    }
    return item;
  }
  if (type === 'default' || type === 'link') {
    const item: Obj = { type: 'default', label: labelOf(raw), position };
    if (typeof raw.href === 'string') item.href = raw.href;
    else item.to = internal(raw.to);
    if (typeof raw.activeBasePath === 'string') item.activeBasePath = internal(raw.activeBasePath);
    return item;
  }
  warnings.push({ keyPath: `${keyPath}.type`, message: `the navbar item type '${type}' comes from a theme docs-build does not have; the item is left out` });
  return undefined;
}

/** Footer links are columns (`{ title, items }`) or, in Docusaurus, also a flat list, shown as one untitled column. */
export function mapFooter(raw: unknown, docsBase: string): Obj {
  const given: Obj = isObj(raw) ? raw : {};
  const footer: Obj = {};
  for (const key of ['style', 'links', 'copyright']) if (given[key] !== undefined) footer[key] = given[key];
  if (isObj(given.logo) && typeof given.logo.src === 'string') {
    footer.logo = Object.fromEntries(['src', 'srcDark', 'alt', 'href', 'width', 'height'].filter((key) => (given.logo as Obj)[key] !== undefined).map((key) => [key, (given.logo as Obj)[key]]));
  }
  const links = Array.isArray(footer.links) ? footer.links.filter(isObj) : [];
  const columns = links.every((l) => Array.isArray(l.items)) ? links : [{ title: '', items: links }];
  footer.links = columns.map((c) => ({
    title: typeof c.title === 'string' ? c.title : '',
    items: (c.items as unknown[]).filter(isObj).flatMap((item) => (typeof item.html === 'string' && item.label === undefined ? [{ html: item.html }] : [mapLink(item, docsBase)])),
  }));
  if (footer.copyright === undefined) footer.copyright = '';
  // Docusaurus writes the copyright into the page as HTML.
  footer.copyrightHtml = true;
  return footer;
}
