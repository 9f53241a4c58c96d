// The /search page shell. The form works without JavaScript (it reloads with
// ?q=); the search runtime fills #search-results.

export function SearchPage() {
  return (
    <main id="__main" className="search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <form className="search-page__form" role="search" action="/search" method="get">
        <input className="search-page__input" type="search" name="q" aria-label="Search query" maxLength={64} />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </form>
      <div id="search-results" aria-live="polite" />
    </main>
  );
}
