import type { VersionModel } from './version-model.ts';

/** Routes of the docs of versions set to `noIndex`, and of unlisted docs, which the sitemap leaves out. */
export function noIndexRoutes(versions: readonly VersionModel[]): string[] {
  const ofVersions = versions.filter((v) => v.noIndex).flatMap((v) => [...v.docs.values()].map((doc) => doc.route));
  const unlisted = versions.flatMap((v) => [...v.docs.values()].filter((doc) => doc.unlisted).map((doc) => doc.route));
  return [...ofVersions, ...unlisted];
}
