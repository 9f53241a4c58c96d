// Algolia's `facetFilters` over the local index: clauses are ANDed, the values
// inside a nested list ORed ('docusaurus_tag:default' or 'docusaurus_tag:docs-default-2.0').

import { expandTagRuns, type LocalIndexManifest } from '../../src/shared/search/index-format.ts';

const TAG_FACET = 'docusaurus_tag';

/**
 * A test of record numbers, or undefined when the filters ask nothing of the
 * index. Only `docusaurus_tag` is a facet of the local index: the index holds
 * one language, so other facets (`language:…`) match every record.
 */
export function facetFilter(facetFilters: unknown, manifest: Pick<LocalIndexManifest, 'tags'>): ((id: number) => boolean) | undefined {
  const clauses = (Array.isArray(facetFilters) ? facetFilters : facetFilters === undefined ? [] : [facetFilters]).map((clause) =>
    (Array.isArray(clause) ? clause : [clause]).filter((value): value is string => typeof value === 'string'),
  );
  const tagClauses = clauses.filter((values) => values.length > 0 && values.every((value) => value.startsWith(`${TAG_FACET}:`)));
  if (tagClauses.length === 0) return undefined;
  const tagOf = expandTagRuns(manifest.tags);
  const wanted = tagClauses.map((values) => new Set(values.map((value) => value.slice(TAG_FACET.length + 1))));
  return (id) => wanted.every((set) => set.has(tagOf[id] ?? ''));
}
