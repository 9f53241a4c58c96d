// The ids of the built-in modules, apart from the modules themselves, so the
// compiler can know them without loading React components.

export const BUILTIN_MODULE_IDS = [
  '@theme/Admonition',
  '@theme/CodeBlock',
  '@theme/Details',
  '@theme/DocCardList',
  '@theme/Heading',
  '@theme/MDXComponents',
  '@theme/Mermaid',
  '@theme/TabItem',
  '@theme/Tabs',
  '@theme/ThemedImage',
  '@theme/TOCInline',
  '@docusaurus/BrowserOnly',
  '@docusaurus/ErrorBoundary',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Head',
  '@docusaurus/Interpolate',
  '@docusaurus/Link',
  '@docusaurus/Noop',
  '@docusaurus/Translate',
  '@docusaurus/constants',
  '@docusaurus/isInternalUrl',
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/router',
  '@docusaurus/theme-common',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useBrokenLinks',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/useGlobalData',
  '@docusaurus/useIsBrowser',
  '@docusaurus/useIsomorphicLayoutEffect',
  '@docusaurus/useRouteContext',
] as const;

export type BuiltinModuleId = (typeof BUILTIN_MODULE_IDS)[number];
