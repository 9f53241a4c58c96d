import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../src/node/docusaurus/map-config.ts';
import { themeHasSearchPage } from '../../../src/node/docusaurus/search-theme-page.ts';
import { siteFolders } from '../../helpers/site-folders.ts';

const site = siteFolders('docs-build-search-page-');
const manifest = (name: string) => JSON.stringify({ name, version: '1.0.0', main: 'lib/index.js' });

/** A site with two search themes installed: one with a SearchPage theme component (as Algolia's forks), one without. */
function siteWithThemes(): string {
  return site({
    'package.json': manifest('site'),
    'node_modules/docusaurus-theme-search-typesense/package.json': manifest('docusaurus-theme-search-typesense'),
    'node_modules/docusaurus-theme-search-typesense/lib/index.js': 'module.exports = () => ({ name: "typesense" });',
    'node_modules/docusaurus-theme-search-typesense/lib/theme/SearchPage/index.js': 'export default function SearchPage() { return null; }',
    'node_modules/docusaurus-theme-search-pagefind/package.json': manifest('docusaurus-theme-search-pagefind'),
    'node_modules/docusaurus-theme-search-pagefind/lib/index.js': 'module.exports = () => ({ name: "pagefind" });',
    'node_modules/docusaurus-theme-search-pagefind/lib/theme/SearchBar/index.js': 'export default function SearchBar() { return null; }',
  });
}

describe("another search theme's search page", () => {
  it('is there when the theme package has a SearchPage component, named by package or by a path into it', () => {
    const dir = siteWithThemes();
    expect(themeHasSearchPage(dir, 'docusaurus-theme-search-typesense')).toBe(true);
    expect(themeHasSearchPage(dir, join(dir, 'node_modules/docusaurus-theme-search-typesense/lib/index.js'))).toBe(true);
    expect(themeHasSearchPage(dir, 'docusaurus-theme-search-pagefind')).toBe(false);
    // A path into a package whose entry file is missing (an install without its build) still finds the package.
    expect(themeHasSearchPage(dir, join(dir, 'node_modules/docusaurus-theme-search-pagefind/dist/index.js'))).toBe(false);
    // Not installed: nothing to look in, so docs-build's stand-in keeps its page.
    expect(themeHasSearchPage(dir, 'docusaurus-theme-search-missing')).toBe(true);
  });

  it("decides whether docs-build's stand-in search has a /search page", () => {
    const dir = siteWithThemes();
    const mapped = (theme: string) =>
      mapDocusaurusConfig({ title: 'S', url: 'https://example.org', baseUrl: '/', themes: [theme] }, undefined, (name) => themeHasSearchPage(dir, name)).config.search;
    expect(mapped('docusaurus-theme-search-pagefind')).toEqual({ provider: 'local', page: false });
    expect(mapped('docusaurus-theme-search-typesense')).toBeUndefined();
  });
});
