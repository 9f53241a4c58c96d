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
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        for (const id of anchorTargets(tag, attrs)) ids.add(ownCopy(id));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
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
