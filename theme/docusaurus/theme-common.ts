// The parts of @docusaurus/theme-common that sites' own components use: the colour mode, the theme config,
// the window size, the theme's class names, plural forms, the Prism theme.

import type { PrismTheme } from 'prism-react-renderer';
import { createElement, useEffect, useState, type ReactNode } from 'react';
import Head from './Head.tsx';
import { prismThemes } from './prism-themes.ts';
import { useSiteData } from './site-context.ts';
import { selectPluralForm } from '../../src/shared/translations.ts';

export function useColorMode() {
  const site = useSiteData();
  const initial = site?.colorMode.defaultMode ?? 'light';
  const [colorMode, setMode] = useState<'light' | 'dark'>(initial);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setMode(root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = (mode: 'light' | 'dark') => {
    document.documentElement.setAttribute('data-theme', mode);
    localStorage.setItem('theme', mode);
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/**
 * The theme config's fields docs-build keeps, under Docusaurus's names: `colorMode`, `navbar` (title, logo,
 * hideOnScroll, style), `footer` (style, copyright, logo), `announcementBar`, `image`, `metadata`, `docs`. Navbar and
 * footer links are not in it: they are resolved into the theme's own data.
 */
export function useThemeConfig() {
  const site = useSiteData();
  return {
    colorMode: site?.colorMode ?? { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    navbar: { title: site?.navbar.title ?? '', logo: site?.navbar.logo, hideOnScroll: site?.navbar.hideOnScroll ?? false, style: site?.navbar.style ?? 'primary' },
    footer: { style: site?.footer.style ?? 'light', copyright: site?.footer.copyright, logo: site?.footer.logo },
    announcementBar: site?.announcementBar,
    image: site?.image,
    metadata: site?.metadata ?? [],
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: site?.docs.hideableSidebar === true, autoCollapseCategories: site?.docs.autoCollapseCategories === true } },
  };
}

/** The Prism theme code blocks are drawn in for the colour mode shown: the site's dark theme in dark mode, when it has one. */
export function usePrismTheme(): PrismTheme {
  const { colorMode } = useColorMode();
  const { theme, darkTheme } = prismThemes();
  return colorMode === 'dark' ? (darkTheme ?? theme) : theme;
}

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** 'ssr' on the server and in the first render in the browser (so hydration matches), then 'desktop' above 996px, else 'mobile'. */
export function useWindowSize({ desktopBreakpoint = 996 }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return size;
}

/** Plural forms for the locale built: `"one|many"` picks by count with the locale's plural rules, in Docusaurus's order of forms. */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  const lang = useSiteData()?.locale.lang ?? 'en';
  return { selectMessage: (count, message) => selectPluralForm(lang, count, message) };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Docusaurus's stable class names for styling the theme; docs-build's theme carries the ones marked on its elements. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;

/**
 * The page's title, description, keywords and social image in the document
 * head, as Docusaurus's `PageMetadata` writes them.
 */
export function PageMetadata({ title, description, keywords, image, children }: { title?: string; description?: string; keywords?: string | readonly string[]; image?: string; children?: ReactNode }) {
  const site = useSiteData();
  const pageTitle = title ? (site?.titleDelimiter && site.title ? `${title} ${site.titleDelimiter} ${site.title}` : title) : undefined;
  const words = Array.isArray(keywords) ? keywords.join(',') : keywords;
  return createElement(
    Head,
    null,
    pageTitle && createElement('title', null, pageTitle),
    pageTitle && createElement('meta', { property: 'og:title', content: pageTitle }),
    description && createElement('meta', { name: 'description', content: description }),
    description && createElement('meta', { property: 'og:description', content: description }),
    words && createElement('meta', { name: 'keywords', content: words }),
    image && createElement('meta', { property: 'og:image', content: image }),
    image && createElement('meta', { name: 'twitter:image', content: image }),
    children,
  );
}
