export { Tabs as default } from '../mdx/Tabs.tsx';
