import type { ReactNode } from 'react';
import { useHeadCollector } from './head-context.ts';

interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/**
 * The navbar, footer and document head come from docs-build's own shell, which
 * wraps every page, so a page's Layout is its content wrapper; its title and
 * description go to the head the build writes.
 */
export default function Layout({ children, wrapperClassName, title, description }: LayoutProps) {
  useHeadCollector()?.layout({ title, description });
  return <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>;
}
