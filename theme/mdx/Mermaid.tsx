// Docusaurus's <Mermaid value>; ```mermaid fences become this too. Drawn in
// the browser, as an island: the diagram library loads only on pages with one.

import { Island } from './Island.tsx';
import { MermaidView } from './MermaidView.tsx';

export function Mermaid({ value }: { value: string }) {
  return (
    // The source is read back from the page, not repeated in the props.
    <Island name="Mermaid" props={{}}>
      <MermaidView value={value} />
    </Island>
  );
}
