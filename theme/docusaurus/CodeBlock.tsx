/** `@theme/CodeBlock` with code known only when the page renders: the theme's code frame, without colours. */
export { CodeBlock as default } from '../mdx/CodeBlock.tsx';
