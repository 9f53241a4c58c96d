import { type TabsProps, tabsParts } from '../mdx/Tabs.tsx';
import { TabsView } from '../mdx/TabsView.tsx';

/** `@theme/Tabs` in a React page: the page is hydrated as a whole, so the tabs are plain React, not an island. */
export default function Tabs(props: TabsProps) {
  const { options, panels } = tabsParts(props);
  return <TabsView {...options} panels={panels} />;
}
