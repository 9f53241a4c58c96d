import { useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MermaidView } from '../../../theme/mdx/MermaidView.tsx';

// The colour mode is the `data-theme` attribute the shell keeps on <html>.
function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const readTheme = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

let counter = 0;

function Diagram({ value }: { value: string }) {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light');
  const [drawn, setDrawn] = useState<{ svg: string; theme: string } | undefined>();
  useEffect(() => {
    let current = true;
    void (async () => {
      // The diagram library is large: it loads here, on the first page with a diagram, from the site's own assets.
      const { default: mermaid } = await import('docs-build:mermaid');
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', layout: 'dagre', theme: theme === 'dark' ? 'dark' : 'default' });
      try {
        const { svg } = await mermaid.render(`mermaid-${++counter}`, value);
        if (current) setDrawn({ svg, theme });
      } catch (error) {
        // A diagram with a syntax error keeps showing its source; the reason goes to the console.
        console.warn(`Mermaid could not draw a diagram: ${(error as Error).message}`);
      }
    })();
    return () => {
      current = false;
    };
  }, [value, theme]);
  return <MermaidView value={value} svg={drawn?.svg} theme={drawn?.theme} />;
}

/** Hydrates one diagram; its source is the text the server put in the page. */
export function hydrate(element: HTMLElement) {
  const value = element.querySelector('.mermaid__source')?.textContent ?? '';
  return hydrateRoot(element, <Diagram value={value} />);
}
