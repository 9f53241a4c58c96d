// DocSearch's own words (its field, screens and footer) in the site's language, from the messages of
// theme-search-algolia that Docusaurus hands DocSearch under the same ids. A word the site has no message for is left
// to DocSearch, so a site without messages sees the dialog as it always was.

import type { DocSearchModalProps } from '@docsearch/react';
import type { Translations } from '../../shared/translations.ts';

// The dialog's own parts (its props' type also names the button's, which the dialog has not).
type ModalTranslations = Omit<NonNullable<DocSearchModalProps['translations']>, 'button' | 'modal'>;

const ID = 'theme.SearchModal';

// DocSearch's name for each word → the message id Docusaurus gives it.
const IDS = {
  searchBox: {
    resetButtonTitle: `${ID}.searchBox.resetButtonTitle`,
    resetButtonAriaLabel: `${ID}.searchBox.resetButtonTitle`,
    cancelButtonText: `${ID}.searchBox.cancelButtonText`,
    cancelButtonAriaLabel: `${ID}.searchBox.cancelButtonText`,
    searchInputLabel: `${ID}.searchBox.searchInputLabel`,
  },
  startScreen: {
    recentSearchesTitle: `${ID}.startScreen.recentSearchesTitle`,
    noRecentSearchesText: `${ID}.startScreen.noRecentSearchesText`,
    saveRecentSearchButtonTitle: `${ID}.startScreen.saveRecentSearchButtonTitle`,
    removeRecentSearchButtonTitle: `${ID}.startScreen.removeRecentSearchButtonTitle`,
    favoriteSearchesTitle: `${ID}.startScreen.favoriteSearchesTitle`,
    removeFavoriteSearchButtonTitle: `${ID}.startScreen.removeFavoriteSearchButtonTitle`,
  },
  errorScreen: {
    titleText: `${ID}.errorScreen.titleText`,
    helpText: `${ID}.errorScreen.helpText`,
  },
  footer: {
    selectText: `${ID}.footer.selectText`,
    selectKeyAriaLabel: `${ID}.footer.selectKeyAriaLabel`,
    navigateText: `${ID}.footer.navigateText`,
    navigateUpKeyAriaLabel: `${ID}.footer.navigateUpKeyAriaLabel`,
    navigateDownKeyAriaLabel: `${ID}.footer.navigateDownKeyAriaLabel`,
    closeText: `${ID}.footer.closeText`,
    closeKeyAriaLabel: `${ID}.footer.closeKeyAriaLabel`,
    searchByText: `${ID}.footer.searchByText`,
  },
  noResultsScreen: {
    noResultsText: `${ID}.noResultsScreen.noResultsText`,
    suggestedQueryText: `${ID}.noResultsScreen.suggestedQueryText`,
    reportMissingResultsText: `${ID}.noResultsScreen.reportMissingResultsText`,
    reportMissingResultsLinkText: `${ID}.noResultsScreen.reportMissingResultsLinkText`,
  },
} as const satisfies { [Part in keyof ModalTranslations]-?: { [Word in keyof NonNullable<ModalTranslations[Part]>]-?: string } };

/** The dialog's `translations` and `placeholder`: only the words the site's messages have. */
export function modalTranslations(table: Translations | undefined): { translations: ModalTranslations; placeholder?: string } {
  const translations: Record<string, Record<string, string>> = {};
  if (!table) return { translations };
  for (const [part, words] of Object.entries(IDS)) {
    for (const [word, id] of Object.entries(words)) {
      if (Object.hasOwn(table, id)) (translations[part] ??= {})[word] = table[id]!;
    }
  }
  const placeholder = table[`${ID}.placeholder`];
  return { translations, ...(placeholder !== undefined ? { placeholder } : {}) };
}
