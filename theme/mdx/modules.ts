// The modules an MDX page can import by Docusaurus's names, for the server
// render of content. The compiler binds these imports to the objects here
// (recma-builtin-imports), so they need no resolver or file on disk.

import { Admonition } from '../Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Details } from './Details.tsx';
import { DocCardList } from './DocCardList.tsx';
import { BrowserOnly, ExecutionEnvironment, Head, Link, Translate, translate, useBaseUrl, useBaseUrlUtils, useColorMode, useDocusaurusContext, useIsBrowser } from './docusaurus.tsx';
import { Heading } from './Heading.tsx';
import { Mermaid } from './Mermaid.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import type { BuiltinModuleId } from './module-ids.ts';
import { TOCInline } from './TOCInline.tsx';

export const builtinModules: Readonly<Record<BuiltinModuleId, Readonly<Record<string, unknown>>>> = {
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/Heading': { default: Heading },
  '@theme/Mermaid': { default: Mermaid },
  '@theme/TabItem': { default: TabItem },
  '@theme/Tabs': { default: Tabs },
  '@theme/TOCInline': { default: TOCInline },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/theme-common': { useColorMode },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
};
