export { TOCInline as default } from '../mdx/TOCInline.tsx';
