// Results of the /search page, loaded by SearchPage after hydration. Hit text
// is turned into React text: only the <mark> of highlighting becomes markup.

import { Fragment, useEffect, useRef, useState } from 'react';
import { highlightParts, highlightText } from './highlight-parts.ts';
import { groupByPage, type PageGroup } from './group-by-page.ts';
import { createPageSearch } from './search-page.ts';
import type { HierarchyLevel, SearchHit } from '../../src/shared/search-types.ts';

const TYPING_DELAY_MS = 250;
const SECTION_LEVELS: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

interface Results {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  nextPage: number | null;
  status: 'loading' | 'done' | 'error';
}

function Highlighted({ html }: { html: string }) {
  return (
    <>
      {highlightParts(html).map((part, index) => (
        <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  );
}

function highlighted(hit: SearchHit, level: HierarchyLevel): string | null {
  return hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy?.[level] ?? null;
}

function sectionOf(hit: SearchHit): string[] {
  return SECTION_LEVELS.map((level) => highlighted(hit, level)).filter((value): value is string => value !== null);
}

function HitItem({ hit }: { hit: SearchHit }) {
  const sections = sectionOf(hit);
  const snippet = hit._snippetResult?.content?.value ?? hit.content ?? null;
  return (
    <li className="search-result__hit">
      <a className="search-result__link" href={hit.url}>
        {sections.length > 0 ? (
          sections.map((section, index) => (
            <Fragment key={index}>
              {index > 0 && <span aria-hidden="true"> › </span>}
              <Highlighted html={section} />
            </Fragment>
          ))
        ) : (
          <Highlighted html={highlighted(hit, 'lvl1') ?? ''} />
        )}
      </a>
      {snippet && (
        <p className="search-result__snippet">
          <Highlighted html={snippet} />
        </p>
      )}
    </li>
  );
}

function PageResult({ group }: { group: PageGroup }) {
  const lvl0 = group.page.hierarchy?.lvl0;
  return (
    <section className="search-result">
      {lvl0 && <p className="search-result__category">{highlightText(lvl0)}</p>}
      <h2 className="search-result__title">
        <a href={group.url}>
          <Highlighted html={highlighted(group.page, 'lvl1') ?? group.url} />
        </a>
      </h2>
      {group.hits.length > 0 && (
        <ul className="search-result__hits">
          {group.hits.map((hit) => (
            <HitItem key={hit.objectID} hit={hit} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Keeps the query in the address without adding history entries. */
function writeQuery(query: string): void {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

export function SearchResults({ query }: { query: string }) {
  const [search] = useState(createPageSearch);
  const [results, setResults] = useState<Results | null>(null);
  const firstRun = useRef(true);

  useEffect(() => {
    let live = true;
    const run = () => {
      writeQuery(query);
      if (!query.trim()) {
        setResults(null);
        return;
      }
      // The last results stay on screen until the new ones arrive.
      setResults((previous) => (previous ? { ...previous, status: 'loading' } : { query, hits: [], nbHits: 0, nextPage: null, status: 'loading' }));
      search(query, 0).then(
        (page) => live && setResults({ query, ...page, status: 'done' }),
        () => live && setResults({ query, hits: [], nbHits: 0, nextPage: null, status: 'error' }),
      );
    };
    // The query from the address runs at once; typing waits for a pause.
    const timer = setTimeout(run, firstRun.current ? 0 : TYPING_DELAY_MS);
    firstRun.current = false;
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, search]);

  const loadMore = () => {
    if (!results || results.nextPage === null) return;
    const { nextPage } = results;
    setResults({ ...results, status: 'loading' });
    search(results.query, nextPage).then(
      (page) => setResults((current) => (current?.query === results.query ? { ...current, ...page, hits: [...current.hits, ...page.hits], status: 'done' } : current)),
      () => setResults((current) => (current?.query === results.query ? { ...current, status: 'error' } : current)),
    );
  };

  if (!results) return <p className="search-page__status">Type a few words to search the documentation.</p>;
  if (results.status === 'error' && results.hits.length === 0) {
    return (
      <div className="search-page__status" role="alert">
        <p className="search-page__error">Unable to fetch results</p>
        <p>You might want to check your network connection.</p>
      </div>
    );
  }
  if (results.status === 'loading' && results.hits.length === 0) return <p className="search-page__status">Searching…</p>;
  if (results.nbHits === 0) return <p className="search-page__status">No results for “{results.query}”</p>;
  return (
    <>
      <p className="search-page__status">
        {results.nbHits} {results.nbHits === 1 ? 'result' : 'results'} for “{results.query}”
      </p>
      {groupByPage(results.hits).map((group) => (
        <PageResult key={group.url} group={group} />
      ))}
      {results.status === 'error' && <p className="search-page__error">Unable to fetch results</p>}
      {results.nextPage !== null && (
        <button type="button" className="button button--secondary search-page__more" onClick={loadMore} disabled={results.status === 'loading'}>
          Load more
        </button>
      )}
    </>
  );
}
