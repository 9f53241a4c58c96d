// The built-in modules and the names each exports, apart from the modules themselves, so the compiler can
// know them without loading React components (a test checks they match theme/mdx/modules.ts).

export const BUILTIN_MODULE_EXPORTS = {
  '@theme/Admonition': ['default'],
  '@theme/CodeBlock': ['default'],
  '@theme/Details': ['default'],
  '@theme/DocCardList': ['default'],
  '@theme/Heading': ['default'],
  '@theme/MDXComponents': ['default'],
  '@theme/Mermaid': ['default'],
  '@theme/TabItem': ['default'],
  '@theme/Tabs': ['default'],
  '@theme/ThemedImage': ['default'],
  '@theme/TOCInline': ['default'],
  '@docusaurus/BrowserOnly': ['default'],
  '@docusaurus/ErrorBoundary': ['default'],
  '@docusaurus/ExecutionEnvironment': ['default'],
  '@docusaurus/Head': ['default'],
  '@docusaurus/Interpolate': ['default', 'interpolate'],
  '@docusaurus/Link': ['default'],
  '@docusaurus/Noop': ['default'],
  '@docusaurus/Translate': ['default', 'translate'],
  '@docusaurus/constants': ['DEFAULT_PLUGIN_ID'],
  '@docusaurus/isInternalUrl': ['default', 'hasProtocol'],
  '@docusaurus/plugin-content-docs/client': ['filterDocCardListItems', 'findFirstSidebarItemLink', 'useActiveDocContext', 'useActivePlugin', 'useActivePluginAndVersion', 'useActiveVersion', 'useAllDocsData', 'useCurrentSidebarCategory', 'useDoc', 'useDocById', 'useDocVersionSuggestions', 'useDocsData', 'useDocsPreferredVersion', 'useDocsSidebar', 'useDocsVersion', 'useDocsVersionCandidates', 'useLatestVersion', 'useLayoutDoc', 'useLayoutDocsSidebar', 'useSidebarBreadcrumbs', 'useVersions'],
  '@docusaurus/router': ['Redirect', 'matchPath', 'useHistory', 'useLocation'],
  '@docusaurus/plugin-content-blog/client': ['BlogPostProvider', 'BlogSidebarItemList', 'groupBlogSidebarItemsByYear', 'useBlogListPageStructuredData', 'useBlogMetadata', 'useBlogPost', 'useBlogPostStructuredData', 'useVisibleBlogSidebarItems'],
  '@docusaurus/theme-common': ['Collapsible', 'ErrorCauseBoundary', 'PageMetadata', 'ThemeClassNames', 'isMultiColumnFooterLinks', 'isRegexpStringMatch', 'mergeSearchStrings', 'prefersReducedMotion', 'processAdmonitionProps', 'useCollapsible', 'useColorMode', 'useDocsPreferredVersion', 'useHistorySelector', 'usePluralForm', 'usePrismTheme', 'useThemeConfig', 'useWindowSize'],
  '@docusaurus/useBaseUrl': ['default', 'useBaseUrlUtils', 'withBaseUrl'],
  '@docusaurus/useBrokenLinks': ['default'],
  '@docusaurus/useDocusaurusContext': ['default'],
  '@docusaurus/useGlobalData': ['default', 'useAllPluginInstancesData', 'usePluginData'],
  '@docusaurus/useIsBrowser': ['default'],
  '@docusaurus/useIsomorphicLayoutEffect': ['default'],
  '@docusaurus/useRouteContext': ['default'],
} as const satisfies Record<string, readonly string[]>;

export type BuiltinModuleId = keyof typeof BUILTIN_MODULE_EXPORTS;

export const BUILTIN_MODULE_IDS = Object.keys(BUILTIN_MODULE_EXPORTS) as BuiltinModuleId[];
