/** `@theme/TabItem`: a panel, read by its <Tabs>. */
export { TabItem as default } from '../mdx/Tabs.tsx';
