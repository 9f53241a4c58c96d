export { CodeBlock as default } from '../mdx/CodeBlock.tsx';
