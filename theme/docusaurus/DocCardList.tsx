export { DocCardList as default } from '../mdx/DocCardList.tsx';
