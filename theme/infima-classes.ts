// Infima's and theme-classic's class names on the theme's elements, for a site
// that loads Infima (every Docusaurus site): its custom.css targets them
// (`.menu__link--active`, `.table-of-contents__link`, `.footer__link-item`).
// Other sites keep the theme's own names only, as the theme's mobile menu
// already styles `.menu__link` its own way.

import { useSiteData } from './docusaurus/site-context.ts';

/** Joins an element's own class names with Infima's when the site loads Infima. */
export type ClassJoiner = (own: string, infima: string) => string;

const ownOnly: ClassJoiner = (own) => own;
const withInfima: ClassJoiner = (own, infima) => `${own} ${infima}`;

export function useInfimaClasses(): ClassJoiner {
  return useInfima() ? withInfima : ownOnly;
}

/** Whether the site loads Infima, for markup that only an Infima site gets (theme-classic's wrappers). */
export function useInfima(): boolean {
  return useSiteData()?.infima === true;
}
