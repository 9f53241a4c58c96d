import type { ReactNode } from 'react';

interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/**
 * The navbar, footer and document head come from docs-build's own shell, which
 * wraps every page, so a page's Layout is only its content wrapper.
 */
export default function Layout({ children, wrapperClassName }: LayoutProps) {
  return <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>;
}
