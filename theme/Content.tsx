// The rendered markdown body. The HTML comes from the build's own pipeline,
// so it is trusted; it already holds the page's H1.

export function Content({ html, ownLayout = false }: { html?: string; ownLayout?: boolean }) {
  // A page laid out by the site's own component (its generated index page) is no Markdown: Docusaurus renders it
  // outside the Markdown typography, which would otherwise restyle its headings and links.
  return <div className={ownLayout ? CONTENT_OWN_LAYOUT : 'markdown'} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}

/** The class of the content of a page the site's own component lays out. */
export const CONTENT_OWN_LAYOUT = 'doc-own-layout';
