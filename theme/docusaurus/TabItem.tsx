export { TabItem as default } from '../mdx/Tabs.tsx';
