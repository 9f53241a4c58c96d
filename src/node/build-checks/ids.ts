import { Parser } from 'htmlparser2';

/**
 * The fragment targets one element offers: its `id`, and `name` on `<a>`.
 * Shared by the build's anchor check and the crawler, so both agree on what
 * `#fragment` can reach.
 */
export function anchorTargets(tag: string, attrs: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  if (attrs.id) found.push(attrs.id);
  if (tag === 'a' && attrs.name) found.push(attrs.name);
  return found;
}

/** Ids an anchor can target in a rendered page, entities decoded. */
export function collectIds(html: string): Set<string> {
  const collector = idCollector();
  const parser = new Parser({ onopentag: collector.onOpenTag }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.end(html);
  return collector.ids;
}

/** Collects the ids of the tags a parse made for another purpose reports (the search records' parse of the content), so the content is parsed once. */
export function idCollector(): { ids: Set<string>; onOpenTag(tag: string, attrs: Readonly<Record<string, string>>): void } {
  const ids = new Set<string>();
  return {
    ids,
    onOpenTag(tag, attrs) {
      for (const id of anchorTargets(tag, attrs)) ids.add(ownCopy(id));
    },
  };
}

/**
 * The ids of a rendered page whose content HTML (`content`, inserted into it as it is) was already parsed for its
 * ids (`contentIds`): only the page around the content is parsed. Without the content in it, the whole page is.
 */
export function pageIds(appHtml: string, content: string | undefined, contentIds: ReadonlySet<string> | undefined): Set<string> {
  const at = content && contentIds ? appHtml.indexOf(content) : -1;
  if (at < 0) return collectIds(appHtml);
  const ids = collectIds(appHtml.slice(0, at) + appHtml.slice(at + content!.length));
  for (const id of contentIds!) ids.add(id);
  return ids;
}

/**
 * A copy of `s` that does not point into the string it was cut from. V8 keeps
 * a substring of 13 characters or more as a slice of the whole page, and the
 * ids live until the link check: on a 10,000-page build that kept every page
 * rendered on the main thread in memory, about half a gigabyte.
 */
function ownCopy(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8');
}
