import { hydrateRoot } from 'react-dom/client';
import { TabsView, type PanelContent, type TabsOptions } from '../../../theme/mdx/TabsView.tsx';
import { hydrateIslands } from '../islands.ts';

/**
 * Hydrates one <Tabs>: its options come from the server's props, its panels'
 * content from the page itself (a lazy tab's from its <template>), so the
 * content is never shipped twice.
 */
export function hydrate(element: HTMLElement) {
  const options = JSON.parse(element.dataset.props ?? '{}') as TabsOptions;
  const holder = element.querySelector(':scope > .tabs-container > .tabs__panels');
  const panels: PanelContent[] = [...(holder?.children ?? [])].map((panel) => ({ html: panel.innerHTML }));
  // A panel shown for the first time (a lazy one) may hold islands of its own.
  const observer = holder ? new MutationObserver(() => hydrateIslands(holder)) : undefined;
  observer?.observe(holder!, { childList: true });
  const root = hydrateRoot(element, <TabsView {...options} panels={panels} />);
  return {
    unmount() {
      observer?.disconnect();
      root.unmount();
    },
  };
}
