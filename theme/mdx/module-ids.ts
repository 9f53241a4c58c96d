// The ids of the built-in modules, apart from the modules themselves, so the
// compiler can know them without loading React components.

export const BUILTIN_MODULE_IDS = [
  '@theme/Admonition',
  '@theme/CodeBlock',
  '@theme/Details',
  '@theme/DocCardList',
  '@theme/Heading',
  '@theme/Mermaid',
  '@theme/TabItem',
  '@theme/Tabs',
  '@theme/TOCInline',
  '@docusaurus/BrowserOnly',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Head',
  '@docusaurus/Link',
  '@docusaurus/Translate',
  '@docusaurus/theme-common',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/useIsBrowser',
] as const;

export type BuiltinModuleId = (typeof BUILTIN_MODULE_IDS)[number];
