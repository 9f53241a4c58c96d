// The modules an MDX page can import by Docusaurus's names, for the server
// render of content. The compiler binds these imports to the objects here
// (recma-builtin-imports), so they need no resolver or file on disk.

import { Admonition } from '../Admonition.tsx';
import { mdxComponents } from '../mdx-components.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Details } from './Details.tsx';
import { DocCardList } from './DocCardList.tsx';
// The @docusaurus/… modules are the ones React pages get (theme/docusaurus/): one copy of each, all their exports.
// Content renders on the server only, where their browser-only answers (useIsBrowser, BrowserOnly) are the server's.
import * as BrowserOnly from '../docusaurus/BrowserOnly.tsx';
import * as constants from '../docusaurus/constants.ts';
import * as ErrorBoundary from '../docusaurus/ErrorBoundary.tsx';
import * as ExecutionEnvironment from '../docusaurus/ExecutionEnvironment.ts';
import * as Head from '../docusaurus/Head.tsx';
import * as Heading from '../docusaurus/Heading.tsx';
import * as Interpolate from '../docusaurus/Interpolate.tsx';
import * as isInternalUrl from '../docusaurus/isInternalUrl.ts';
import * as Link from '../docusaurus/Link.tsx';
import * as Noop from '../docusaurus/Noop.ts';
import * as blogClient from '../docusaurus/plugin-content-blog/client.tsx';
import * as docsClient from '../docusaurus/plugin-content-docs/client.ts';
import * as router from '../docusaurus/router.ts';
import * as themeCommon from '../docusaurus/theme-common.ts';
import * as ThemedImage from '../docusaurus/ThemedImage.tsx';
import * as Translate from '../docusaurus/Translate.tsx';
import * as useBaseUrl from '../docusaurus/useBaseUrl.ts';
import * as useBrokenLinks from '../docusaurus/useBrokenLinks.ts';
import * as useDocusaurusContext from '../docusaurus/useDocusaurusContext.ts';
import * as useGlobalData from '../docusaurus/useGlobalData.ts';
import * as useIsBrowser from '../docusaurus/useIsBrowser.ts';
import * as useIsomorphicLayoutEffect from '../docusaurus/useIsomorphicLayoutEffect.ts';
import * as useRouteContext from '../docusaurus/useRouteContext.ts';
import { Mermaid } from './Mermaid.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import type { BuiltinModuleId } from './module-ids.ts';
import { TOCInline } from './TOCInline.tsx';

export const builtinModules: Readonly<Record<BuiltinModuleId, Readonly<Record<string, unknown>>>> = {
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/Heading': Heading,
  '@theme/MDXComponents': { default: mdxComponents },
  '@theme/Mermaid': { default: Mermaid },
  '@theme/TabItem': { default: TabItem },
  '@theme/Tabs': { default: Tabs },
  '@theme/ThemedImage': ThemedImage,
  '@theme/TOCInline': { default: TOCInline },
  '@docusaurus/BrowserOnly': BrowserOnly,
  '@docusaurus/ErrorBoundary': ErrorBoundary,
  '@docusaurus/ExecutionEnvironment': ExecutionEnvironment,
  '@docusaurus/Head': Head,
  '@docusaurus/Interpolate': Interpolate,
  '@docusaurus/Link': Link,
  '@docusaurus/Noop': Noop,
  '@docusaurus/Translate': Translate,
  '@docusaurus/constants': constants,
  '@docusaurus/isInternalUrl': isInternalUrl,
  '@docusaurus/plugin-content-blog/client': blogClient,
  '@docusaurus/plugin-content-docs/client': docsClient,
  '@docusaurus/router': router,
  '@docusaurus/theme-common': themeCommon,
  '@docusaurus/useBaseUrl': useBaseUrl,
  '@docusaurus/useBrokenLinks': useBrokenLinks,
  '@docusaurus/useDocusaurusContext': useDocusaurusContext,
  '@docusaurus/useGlobalData': useGlobalData,
  '@docusaurus/useIsBrowser': useIsBrowser,
  '@docusaurus/useIsomorphicLayoutEffect': useIsomorphicLayoutEffect,
  '@docusaurus/useRouteContext': useRouteContext,
};
