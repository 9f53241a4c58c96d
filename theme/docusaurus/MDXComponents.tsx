import type { ComponentType } from 'react';
import { mdxComponents } from '../mdx-components.tsx';
import TabItem from './TabItem.tsx';
import Tabs from './Tabs.tsx';

/**
 * `@theme/MDXComponents`: the components MDX content gets, for a React page that renders some of them itself
 * (`<MDXComponents.Admonition>`, or as the map of an `<MDXProvider>`). Tabs are the React page's own kind.
 */
const MDXComponents: Record<string, ComponentType<never>> = { ...mdxComponents, Tabs, TabItem };
export default MDXComponents;
