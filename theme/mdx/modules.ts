// The modules an MDX page can import by Docusaurus's names, for the server
// render of content. The compiler binds these imports to the objects here
// (recma-builtin-imports), so they need no resolver or file on disk.

import { Admonition } from '../Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Details } from './Details.tsx';
import { DocCardList } from './DocCardList.tsx';
// The @docusaurus/… modules are the ones React pages get (theme/docusaurus/): one copy of each. Content renders
// on the server only, where their browser-only answers (useIsBrowser, BrowserOnly) are the server's.
import BrowserOnly from '../docusaurus/BrowserOnly.tsx';
import ExecutionEnvironment from '../docusaurus/ExecutionEnvironment.ts';
import Head from '../docusaurus/Head.tsx';
import Heading from '../docusaurus/Heading.tsx';
import Link from '../docusaurus/Link.tsx';
import { useColorMode } from '../docusaurus/theme-common.ts';
import Translate, { translate } from '../docusaurus/Translate.tsx';
import useBaseUrl, { useBaseUrlUtils } from '../docusaurus/useBaseUrl.ts';
import useDocusaurusContext from '../docusaurus/useDocusaurusContext.ts';
import useIsBrowser from '../docusaurus/useIsBrowser.ts';
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
