// The /search page. Without JavaScript the form reloads the page with ?q=;
// with it, the query is edited in place and the results view (loaded after
// hydration, so the server renders the empty shell) searches as you type.

import { useEffect, useState, type ComponentType } from 'react';
import { useHrefs } from './use-href.ts';
import { useMessages } from './use-messages.ts';

const MAX_QUERY_LENGTH = 64;

type ResultsView = ComponentType<{ query: string }>;

export function SearchPage() {
  const [query, setQuery] = useState('');
  const [Results, setResults] = useState<ResultsView | null>(null);
  const hrefs = useHrefs();
  const messages = useMessages();

  useEffect(() => {
    // Read here, not during render: the server had no query, and hydration must match it.
    setQuery((new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
    let live = true;
    void import('./search/SearchResults.tsx').then((module) => live && setResults(() => module.SearchResults));
    return () => {
      live = false;
    };
  }, []);

  return (
    <main id="__main" className="search-page" tabIndex={-1}>
      <h1>{messages.text('theme.SearchPage.emptyResultsTitle', 'Search the documentation')}</h1>
      <form className="search-page__form" role="search" action={hrefs.route('/search')} method="get" onSubmit={(event) => event.preventDefault()}>
        <input
          className="search-page__input"
          type="search"
          name="q"
          aria-label={messages.text('theme.SearchPage.inputLabel', 'Search query')}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button className="button button--primary" type="submit">
          {messages.text('theme.SearchBar.label', 'Search')}
        </button>
      </form>
      <noscript>
        <p className="search-page__status">Search results need JavaScript. Turn it on and search again.</p>
      </noscript>
      <div id="search-results" aria-live="polite">
        {Results && <Results query={query} />}
      </div>
    </main>
  );
}
