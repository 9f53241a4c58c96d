// The parts of @docusaurus/theme-common that sites' own components use: the colour mode, the theme config,
// the window size, the theme's class names, plural forms, the Prism theme.

import type { PrismTheme } from 'prism-react-renderer';
import type { SiteData } from '../../src/shared/types.ts';
import { createElement, type ElementType, type ReactElement, type ReactNode, isValidElement, useCallback, useEffect, useState } from 'react';
import Head from './Head.tsx';
import { prismThemes } from './prism-themes.ts';
import { chooseColorMode, useColorMode as useThemeColorMode } from '../use-color-mode.ts';
import { usePageData } from './page-context.ts';
import { useLocation } from './router.ts';
import { useSiteData } from './site-context.ts';
import { footerConfigLinks, navbarConfigItem } from './theme-config-links.ts';
import { selectPluralForm } from '../../src/shared/translations.ts';

/**
 * Docusaurus's colour mode: the mode shown, the reader's choice (null for the system's setting, on a site that
 * respects it), and a way to set it, all kept on <html> as docs-build's own toggle keeps them.
 */
export function useColorMode() {
  const site = useSiteData();
  const config = site?.colorMode ?? { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false, allowSystem: true };
  const { choice, resolved } = useThemeColorMode(config);
  const colorMode = resolved ?? config.defaultMode;
  // Following the system is a choice only on a site that respects it; elsewhere the mode shown is the choice.
  const colorModeChoice = choice === null || choice === 'system' ? (config.respectPrefersColorScheme ? null : colorMode) : choice;
  const setColorMode = (mode: 'light' | 'dark' | null, options: { persist?: boolean } = {}) => chooseColorMode(mode ?? 'system', config, options.persist !== false);
  return { colorMode, colorModeChoice, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/**
 * The theme config's fields docs-build keeps, under Docusaurus's names: `colorMode`, `navbar` (title, logo,
 * hideOnScroll, style, items), `footer` (style, copyright, logo, links), `announcementBar`, `image`, `metadata`,
 * `docs`. Navbar items and footer links are made back from the theme's resolved data (theme-config-links.ts).
 */
export function useThemeConfig() {
  const site = useSiteData();
  const page = usePageData();
  return {
    colorMode: site?.colorMode ?? { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    navbar: {
      title: site?.navbar.title ?? '',
      logo: site?.navbar.logo && configLogo(site.navbar.logo),
      hideOnScroll: site?.navbar.hideOnScroll ?? false,
      // Unset unless the config sets it, as in Docusaurus: a navbar component adds a style class only for a style given.
      style: site?.navbar.style,
      items: (site?.navbar.items ?? []).map((item) => navbarConfigItem(item, page)),
    },
    footer: { style: site?.footer.style ?? 'light', copyright: site?.footer.copyright, logo: site?.footer.logo, links: footerConfigLinks(site?.footer.columns ?? []) },
    announcementBar: site?.announcementBar,
    image: site?.image,
    metadata: site?.metadata ?? [],
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: site?.docs.hideableSidebar === true, autoCollapseCategories: site?.docs.autoCollapseCategories === true } },
  };
}

/** The navbar logo as the config names its images: a site's own Logo component may build the address itself. */
function configLogo({ configSrc, configSrcDark, ...logo }: NonNullable<SiteData['navbar']['logo']>) {
  return { ...logo, src: configSrc ?? logo.src, ...(logo.srcDark ? { srcDark: configSrcDark ?? logo.srcDark } : {}) };
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

/**
 * Docusaurus wraps each navbar item in this boundary to name the item in the error of one that fails to render.
 * Here a failing item fails the page with its own error, which names the component: the boundary passes its
 * children through.
 */
export function ErrorCauseBoundary({ children }: { children: ReactNode; onError?: (error: Error) => Error }) {
  return children;
}

/** Whether `value` matches the regular expression written in `regexAsString` (a navbar item's `activeBaseRegex`); false without one. */
export function isRegexpStringMatch(regexAsString: string | undefined, value: string): boolean {
  return regexAsString === undefined ? false : new RegExp(regexAsString, 'gi').test(value);
}

/** A folded-or-open state, folded at first when `initialState` says so (a value or a function giving it). */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): { collapsed: boolean; setCollapsed: (collapsed: boolean) => void; toggleCollapsed: () => void } {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/**
 * Content that folds away: hidden while `collapsed`, in the element `as` (a `div` unless said). Docusaurus animates
 * the height; here it shows and hides at once, and `onCollapseTransitionEnd` is called when it has.
 */
export function Collapsible({
  as = 'div',
  collapsed,
  children,
  className,
  onCollapseTransitionEnd,
}: {
  as?: ElementType;
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  lazy?: boolean;
  animation?: unknown;
  disableSSRStyle?: boolean;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}) {
  useEffect(() => onCollapseTransitionEnd?.(collapsed), [collapsed, onCollapseTransitionEnd]);
  return createElement(as, { className, style: collapsed ? { display: 'none', overflow: 'hidden', height: 0 } : undefined }, children);
}

/**
 * An admonition's props with its title taken out of its children when the children open with one in the
 * `mdxAdmonitionTitle` element older Markdown wrote; a `title` prop wins.
 */
export function processAdmonitionProps<P extends { title?: ReactNode; children?: ReactNode }>(props: P): P {
  const children = Array.isArray(props.children) ? (props.children as ReactNode[]) : [props.children];
  const isTitle = (child: ReactNode): child is ReactElement<{ children?: ReactNode; mdxType?: string }> =>
    isValidElement<{ mdxType?: string }>(child) && (child.type === 'mdxAdmonitionTitle' || child.props.mdxType === 'mdxAdmonitionTitle');
  const titleElement = children.find(isTitle);
  if (!titleElement) return props;
  const rest = children.filter((child) => child !== titleElement);
  return { ...props, title: props.title ?? titleElement.props.children, children: rest.length === 1 ? rest[0] : rest };
}

/** Whether footer links are columns with titles (Docusaurus's multi-column footer) rather than one plain row. */
export function isMultiColumnFooterLinks(links: ReadonlyArray<Record<string, unknown>>): boolean {
  return links.length > 0 && 'title' in links[0]!;
}

/** A value read from the browser history's current location (the locale dropdown keeps the query string with it). */
export function useHistorySelector<T>(selector: (history: { location: ReturnType<typeof useLocation> }) => T): T {
  return selector({ location: useLocation() });
}

/**
 * Query strings made one: each parameter of each string in turn, `append` keeping every value of a name, `set`
 * keeping the last. '' when none is left, else the string with its '?'.
 */
export function mergeSearchStrings(searchStrings: ReadonlyArray<string | undefined>, strategy: 'append' | 'set'): string {
  const merged = new URLSearchParams();
  for (const search of searchStrings) {
    for (const [key, value] of new URLSearchParams(search ?? '')) {
      if (strategy === 'append') merged.append(key, value);
      else merged.set(key, value);
    }
  }
  const text = merged.toString();
  return text ? `?${text}` : '';
}

// Docusaurus before 3.5 exported the reader's preferred docs version from here; its classic theme imports it from here.
export { useDocsPreferredVersion } from './plugin-content-docs/client.ts';
