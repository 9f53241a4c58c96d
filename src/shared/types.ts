// Types shared by the Node build, the theme and the browser runtime.
// Nothing here may import from `node:` or touch the DOM.

import type { BlogViewData } from './blog-types.ts';
import type { Translations } from './translations.ts';

export type ColorModeChoice = 'light' | 'dark' | 'system';

export interface LinkData {
  label: string;
  /** Internal route ('/docs/installation') or absolute external URL. */
  href: string;
  external: boolean;
  /**
   * `href` is a whole address of another locale's site (a path from the host, or a URL): used as it is, without the
   * base URL, and loaded by the browser rather than the client router, as Docusaurus's locale dropdown links are.
   */
  locale?: { lang: string; current: boolean };
}

export type NavbarItemData =
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      position: 'left' | 'right';
      activeBasePath?: string;
      /**
       * A `doc` or `docSidebar` item of a versioned docs instance: where it leads in each version, by version name.
       * On a doc page of that instance it follows the page's version, as Docusaurus's does; elsewhere it is `href`.
       */
      byVersion?: { pluginId?: string; hrefs: Record<string, string> };
    }
  /** `link`: where the label itself leads, when the item has a `to` or `href` (as Docusaurus's dropdown label does). */
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: LinkData[]; link?: { href: string; external: boolean } }
  | { type: 'html'; value: string; position: 'left' | 'right' }
  | { type: 'search'; position: 'left' | 'right' }
  | { type: 'docsVersion'; label: string; href: string; position: 'left' | 'right' }
  | { type: 'docsVersionDropdown'; label: string; position: 'left' | 'right'; items: LinkData[] }
  /** Its locales' links depend on the page shown (the same page in each locale): `shared/locale-urls.ts` makes them between `before` and `after`. */
  | { type: 'localeDropdown'; label: string; position: 'left' | 'right'; before: LinkData[]; after: LinkData[] };

/** One locale of the site as every page knows it: Docusaurus's `i18n.localeConfigs[locale]`, with its address. */
export interface LocaleData {
  locale: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** Its folder under the site's i18n folder. */
  path: string;
  /** Whether its translations are read. */
  translate: boolean;
  /** Its site's origin and base URL, where its pages are served. */
  url: string;
  baseUrl: string;
}

/** The site's locales: the one this page belongs to, the default one, and every one built, the default first. */
export interface I18nData {
  defaultLocale: string;
  currentLocale: string;
  /** The folder of translations, relative to the site (Docusaurus's `i18n.path`). */
  path: string;
  locales: LocaleData[];
}

/** A footer link, or an item written as trusted HTML (Docusaurus's `{ html }` footer item), rendered as it is. */
export type FooterItemData = LinkData | { html: string };

export interface FooterColumnData {
  title: string;
  items: FooterItemData[];
}

export interface AnnouncementBarData {
  id: string;
  /** Trusted HTML from the site config. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export type SearchClientConfig =
  | { provider: 'local'; indexUrl: string; /** No search page (and no 'See all results' link to it). */ noPage?: true }
  | { provider: 'none' }
  | {
      provider: 'algolia';
      appId: string;
      apiKey: string;
      indexName: string;
      contextualSearch: boolean;
      hosts?: string[];
      searchParameters?: Record<string, unknown>;
      insights: boolean;
      missingResultsUrl?: string;
    };

/** Everything about the site that every page shares. Built once per build. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** Docusaurus's `trailingSlash`: how page URLs end (see shared/url.ts). */
  trailingSlash?: boolean;
  favicon: string;
  titleDelimiter: string;
  noIndex: boolean;
  locale: { lang: string; htmlLang: string; direction: 'ltr' | 'rtl'; calendar: string };
  i18n: I18nData;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean; allowSystem: boolean };
  navbar: {
    title: string;
    /** `configSrc`: the image as the config names it (`img/logo.svg`), which `useThemeConfig()` gives a site's own components. */
    logo?: { src: string; srcDark?: string; alt: string; width?: number | string; height?: number | string; configSrc?: string; configSrcDark?: string };
    hideOnScroll: boolean;
    style?: 'dark';
    items: NavbarItemData[];
    /** The search button after the colour mode toggle, at the navbar's right end (not an item of `items`). */
    searchButton?: boolean;
  };
  footer: {
    style: 'dark' | 'light';
    columns: FooterColumnData[];
    copyright: string;
    /** Render `copyright` as HTML. */
    copyrightHtml?: boolean;
    logo?: { src: string; srcDark?: string; alt: string; href?: string; width?: number | string; height?: number | string };
  };
  announcementBar?: AnnouncementBarData;
  search: SearchClientConfig;
  /** `latestVersion`: name of the docs version served at the docs base, the one searched from pages that are no docs. */
  docs: {
    breadcrumbs: boolean;
    versionLabel: string;
    docsVersionStorageKey: string;
    latestVersion: string;
    /** The last version of each docs plugin instance other than the default one, by instance id. */
    otherPlugins?: Record<string, string>;
    /** The desktop sidebar has a button that folds it away (Docusaurus's `themeConfig.docs.sidebar.hideable`). */
    hideableSidebar?: true;
    /** Opening a sidebar category folds its open siblings (Docusaurus's `themeConfig.docs.sidebar.autoCollapseCategories`). */
    autoCollapseCategories?: true;
  };
  /** Absolute URL of the social card image. */
  image?: string;
  /** Extra `<meta>` tags, as attribute maps. */
  metadata?: Array<Record<string, string>>;
  /** The config's `customFields`, for pages that read them (Docusaurus's `useDocusaurusContext`). */
  customFields?: Record<string, unknown>;
  /** A React page gets the navbar and footer only when it renders `@theme/Layout` (`pages.shell: 'layout'`). */
  pagesOwnLayout?: true;
  /** Infima is loaded (a Docusaurus site): the theme leaves the classes it shares with Infima (`button`, `hero`) to it. */
  infima?: true;
  /**
   * The theme's messages in the site's language, by Docusaurus's message ids (`theme.common.editThisPage`): a
   * Docusaurus site's theme-translations and `code.json`. Absent, or without an id, the theme speaks English.
   */
  translations?: Translations;
}

export interface TocItem {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: number;
}

export type SidebarItemData =
  | { type: 'link'; label: string; href: string; active: boolean; className?: string; customProps?: Record<string, unknown> }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      /** The category's own page (a doc or a generated index); for one without, while collapsed, its first page inside. */
      href?: string;
      /** `href` is the first page inside, not the category's own: where its label leads without JavaScript. */
      hrefIsFirstPage?: true;
      /** True when the category is on the path to the current page. */
      active: boolean;
      /** Whether it starts folded: the config's `collapsed`, never on the path to the current page. */
      collapsed: boolean;
      /** Whether the reader can fold and unfold it (Docusaurus's `collapsible`). */
      collapsible: boolean;
      /** Empty when the category is collapsed and far from the current page (items not rendered). */
      items: SidebarItemData[];
      /** From its `_category_` file: a class on its sidebar item, and data for a custom theme. */
      className?: string;
      customProps?: Record<string, unknown>;
    };

export interface BreadcrumbData {
  label: string;
  href?: string;
}

export interface DocViewData {
  sidebar: SidebarItemData[];
  breadcrumbs: BreadcrumbData[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  editUrl?: string;
  /** Label of the 'Version: <label>' badge above the doc; absent when its version shows none (a single version, by default). */
  versionBadge?: string;
  /** Last change of the doc (ISO date, author), when the docs config asks to show them. */
  lastUpdate?: { date?: string; author?: string };
  /** The doc's version, on a site with more than one. */
  version?: DocVersionData;
  /** The doc's tags, linking to their pages (on a Docusaurus site, whose docs plugin makes those pages). */
  tags?: Array<{ label: string; permalink: string }>;
  /** The page's own component shows the breadcrumbs, version banner and badge and previous/next (a site's own generated index page). */
  ownLayout?: true;
  /** Front matter `unlisted: true`: reached by its address only, so the page asks search engines not to index it. */
  unlisted?: true;
  /** The docs plugin instance and version of a doc that is not the default instance's (for contextual search). */
  plugin?: { id: string; version: string };
}

export interface DocVersionData {
  name: string;
  label: string;
  /** Route of the version's main doc. */
  mainHref: string;
  /** Shown above the doc for a version other than the last one. */
  banner?: { kind: 'unreleased' | 'unmaintained'; latestHref: string; latestLabel: string };
  /** 'Version: <label>' above the doc. */
  badge: boolean;
  className: string;
  /** Keep search engines away from this version's pages (and out of the sitemap). */
  noIndex: boolean;
  /** This doc in every version, or that version's main doc where it has no such doc; newest first. */
  links: LinkData[];
}

export type PageKind = 'doc' | 'markdown' | 'react' | 'search' | 'notFound' | 'blog';

/** The per-route view model. Everything the theme needs to render one page. */
export interface PageData {
  route: string;
  /**
   * The page's address where it is written with a closing slash its route lacks: a Docusaurus index doc's
   * permalink. Its canonical URL, its alternates and the locale links name it so, as Docusaurus does.
   */
  permalink?: string;
  kind: PageKind;
  /** Title shown in the page (H1 or frontmatter title). */
  title: string;
  /** Full document title: 'Page | Site'. */
  headTitle: string;
  description: string;
  toc: TocItem[];
  hideToc: boolean;
  doc?: DocViewData;
  /** Blog posts and the blog's generated pages (lists, tags, authors, archive). */
  blog?: BlogViewData;
  /** Client module of a React page (`content/pages/*.tsx`). */
  module?: string;
  /** A React page that renders no `@theme/Layout` on a site whose pages own their layout: no navbar or footer. */
  bare?: true;
  /**
   * A React page's `<CodeBlock>`s, highlighted while the server rendered it, by `codeBlockKey`: the browser
   * shows the same markup without a highlighter of its own.
   */
  codeBlocks?: Record<string, HighlightedCode>;
}

/** A code block highlighted as a fence is: the classes and style of its `<pre>`, the HTML inside its `<code>`. */
export interface HighlightedCode {
  /** The highlighter's name of the language ('text' for one it does not know). */
  lang: string;
  preClass: string;
  preStyle?: string;
  html: string;
  title?: string;
  /** Set when lines are numbered: the first line's number. */
  lineNumbersFrom?: number;
}

/**
 * What a page ships to the browser: the view model plus, for content pages,
 * the rendered content HTML. The initial document embeds `page` and `links`
 * but never `html` (the HTML is already in the DOM).
 */
export interface PageChunk {
  page: PageData;
  html?: string;
  /** Chunk address of each internal route this page links to. */
  links: Record<string, string>;
}

/** A category's generated index page (`CategoryGeneratedIndexMetadata`). */
export interface CategoryGeneratedIndex {
  title: string;
  description?: string;
  slug: string;
  permalink: string;
  sidebar: string;
  navigation: { previous?: { title: string; permalink: string }; next?: { title: string; permalink: string } };
  image?: string;
  keywords?: string[];
}
