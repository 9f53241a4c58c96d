export { Details as default } from '../mdx/Details.tsx';
