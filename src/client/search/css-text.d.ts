// Style sheets the search modal imports as text (`with { type: 'text' }`) and
// injects itself when it opens: esbuild writes the CSS of a lazily loaded
// chunk to a file of its own but never loads it.

declare module '@docsearch/css/dist/_variables.css' {
  const css: string;
  export default css;
}

declare module '@docsearch/css/dist/modal.css' {
  const css: string;
  export default css;
}

declare module '*/search/docsearch-theme.css' {
  const css: string;
  export default css;
}

declare module 'docs-build:search-css' {
  /** URL of the search modal's style sheet. */
  const url: string;
  export default url;
}
