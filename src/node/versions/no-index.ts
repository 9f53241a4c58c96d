import type { SiteModel } from '../model/site-model.ts';

/** Routes of the docs of versions set to `noIndex`, which the sitemap leaves out. */
export function noIndexRoutes(model: SiteModel): string[] {
  return model.versions.filter((v) => v.noIndex).flatMap((v) => [...v.docs.values()].map((doc) => doc.route));
}
