// The navbar search trigger. It only announces the wish to search; the search
// modal listens for the event, so this button stays free of search logic.

import { SearchIcon } from './icons.tsx';
import { useMessages } from './use-messages.ts';

export const OPEN_SEARCH_EVENT = 'docs-build:open-search';

export function SearchButton() {
  const label = useMessages().text('theme.SearchBar.label', 'Search');
  return (
    <button
      type="button"
      className="search-button"
      data-search-button=""
      aria-label={label}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT))}
    >
      <SearchIcon className="search-button__icon" size={18} />
      <span className="search-button__text">{label}</span>
      {/* The hint is drawn from data-key by CSS so that the visible text of
          the button stays exactly its accessible name. */}
      <span className="search-button__keys" aria-hidden="true">
        <kbd data-key="Ctrl" />
        <kbd data-key="K" />
      </span>
    </button>
  );
}
