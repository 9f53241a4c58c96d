import type { SiteData } from '../../shared/types.ts';
import { moduleFileIn, PROVIDED_DIR } from './provided.ts';
import { join } from 'node:path';
import { provideCodeTranslations } from '../../../theme/docusaurus/code-translations.ts';

/** The global under which the server render finds the site's data (in the browser it is in each page). */
export const SERVER_SITE_DATA = 'docs-build.site-data';

/** Sets the site data that modules compiled for the server read (`@generated/docusaurus.config`, `translate()`…). */
export function setServerSiteData(site: SiteData): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_SITE_DATA)] = site;
  provideCodeTranslations(site.translations);
}

/**
 * Docusaurus's `@generated/X` modules, from the site data: provided by
 * `theme/docusaurus/generated/X.ts`, like the other modules (X keeps its dots:
 * `docusaurus.config`).
 */
export function generatedModule(name: string): string | undefined {
  return moduleFileIn(join(PROVIDED_DIR, 'generated'), name);
}
