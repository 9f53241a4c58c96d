// The components every MDX page can use unimported; a site's src/theme/MDXComponents spreads this map and adds its own.
export { mdxComponents as default } from '../mdx-components.tsx';
