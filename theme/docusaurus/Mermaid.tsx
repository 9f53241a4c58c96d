export { Mermaid as default } from '../mdx/Mermaid.tsx';
