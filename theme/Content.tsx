// The rendered markdown body. The HTML comes from the build's own pipeline,
// so it is trusted; it already holds the page's H1.

export function Content({ html }: { html?: string }) {
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
