import type { DocVersionData } from '../../shared/types.ts';
import type { VersionModel } from './version-model.ts';
import { routeHref } from '../../shared/url.ts';
import { GENERATED_INDEX_ID, walk } from '../content/sidebar.ts';

/**
 * What a doc page shows of its version: the banner of an unreleased or unmaintained version, pointing at the same
 * doc in the last version when it has one, the badge, and the same doc in every other version for the version
 * switchers. Undefined on a site with a single version.
 */
export function pageVersion(versions: readonly VersionModel[], versionName: string | undefined, docId: string): DocVersionData | undefined {
  if (versions.length < 2) return undefined;
  const version = versions.find((v) => v.name === versionName);
  const last = versions.find((v) => v.isLast);
  if (!version || !last) return undefined;
  // Links, so percent-encoded as every route made an href (routeHref).
  // A doc's permalink where it differs from its route (an index doc's ends with '/'), as Docusaurus links it.
  // A category's generated index page goes by its slug (its route below the version's), as Docusaurus's global
  // data lists it: the same slug in another version is the same page there.
  const slug = docId.startsWith(GENERATED_INDEX_ID) ? docId.slice(GENERATED_INDEX_ID.length).slice(version.routeBase.length) : undefined;
  const sameDoc = (v: VersionModel) => {
    const doc = v.docs.get(docId);
    const index = slug === undefined ? undefined : generatedIndexRoute(v, slug);
    return routeHref(doc ? (doc.permalink ?? doc.route) : (index ?? v.mainRoute));
  };
  return {
    name: version.name,
    label: version.label,
    mainHref: routeHref(version.mainRoute),
    banner: version.banner === 'none' ? undefined : { kind: version.banner, latestHref: sameDoc(last), latestLabel: last.label },
    badge: version.badge,
    className: version.className,
    noIndex: version.noIndex,
    links: versions.map((v) => ({ label: v.label, href: sameDoc(v), external: false })),
  };
}

/** The route of version `v`'s generated index page with this slug, if it has one. */
function generatedIndexRoute(v: VersionModel, slug: string): string | undefined {
  let found: string | undefined;
  for (const tree of v.sidebars.trees.values()) {
    walk(tree, (node) => {
      if (!found && node.type === 'category' && node.generatedIndex && node.href && node.href.slice(v.routeBase.length) === slug) found = node.href;
    });
  }
  return found;
}
