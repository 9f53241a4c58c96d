// A Mermaid diagram's frame: its source, until the browser has drawn it.
// The server and the hydrating browser render the same; the drawing replaces
// the source in the browser only.

export function MermaidView({ value, svg, theme }: { value: string; svg?: string; theme?: string }) {
  if (svg !== undefined) return <div className="mermaid mermaid--drawn" data-mermaid-theme={theme} dangerouslySetInnerHTML={{ __html: svg }} />;
  return (
    <div className="mermaid">
      <pre className="mermaid__source">{value}</pre>
    </div>
  );
}
