// The theme's words: the site's translations of Docusaurus's message ids (site data), else the theme's English.

import { messagesFor, type Messages } from '../src/shared/translations.ts';
import { useSiteData } from './docusaurus/site-context.ts';

/** The messages of the site being rendered; the App provides the site to every component. */
export function useMessages(): Messages {
  const site = useSiteData();
  return messagesFor(site?.locale.lang ?? 'en', site?.translations);
}
