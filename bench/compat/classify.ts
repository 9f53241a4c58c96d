import type { PrintedDiagnostic } from './diagnostics.ts';

/** The kinds of difference the compatibility report counts. */
export type DifferenceClass =
  | 'config refused'
  | 'plugin unsupported'
  | 'module not found'
  | 'theme module unsupported'
  | 'CSS'
  | 'MDX'
  | 'build error'
  | 'render error'
  | 'broken link'
  | 'missing route'
  | 'extra route'
  | 'number prefix'
  | 'generated index'
  | 'blog route'
  | 'locale route'
  | 'h1 differs'
  | 'link differs'
  | 'toc differs'
  | 'link colour differs'
  | 'client error'
  | 'baseUrl'
  | 'trailingSlash';

/** Equal once a trailing slash is ignored, but not equal as written. */
export function sameUpToSlash(a: string, b: string): boolean {
  const strip = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
  return a !== b && strip(a) === strip(b);
}

/** The path without the site's baseUrl (`/base/docs/x` → `/docs/x`); unchanged when the baseUrl is `/` or absent. */
export function withoutBase(path: string, baseUrl: string): string {
  if (baseUrl === '/' || baseUrl === '') return path;
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  if (path === base || path === `${base}/`) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

/** Docusaurus drops a leading `01-`, `1_`, `01.` from doc file and folder names when it makes their URLs. */
function stripNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => segment.replace(/^\d+[-_.]/, ''))
    .join('/');
}

/**
 * A test for paths of the locales other than the default one: Docusaurus
 * serves locale `fr` under `<baseUrl>fr/`.
 */
export function otherLocalePaths(baseUrl: string, locales: readonly string[], defaultLocale: string): (path: string) => boolean {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const prefixes = locales.filter((locale) => locale !== defaultLocale).map((locale) => `${base}${locale}/`);
  return (path) => prefixes.some((prefix) => `${path}/`.startsWith(prefix));
}

/**
 * Names why a route Docusaurus has is absent from docs-build's output: a
 * page of another locale (`isOtherLocale`), a number prefix kept in the URL,
 * a category's generated index page, a blog archive, tag or author page, or
 * none of those.
 */
export function classifyMissingRoute(route: string, actualRoutes: Set<string>, isOtherLocale: (path: string) => boolean = () => false): DifferenceClass {
  if (isOtherLocale(route)) return 'locale route';
  for (const actual of actualRoutes) if (stripNumberPrefixes(actual) === route || stripNumberPrefixes(actual) === stripNumberPrefixes(route)) return 'number prefix';
  if (/\/category\//.test(route)) return 'generated index';
  if (/\/(blog|tags|authors|archive|page\/\d+)(\/|$)/.test(route) && /\/blog(\/|$)/.test(route)) return 'blog route';
  if (/\/tags(\/|$)/.test(route)) return 'blog route';
  return 'missing route';
}

/** Reads a failed docs-build run's output for the kind of failure. */
export function classifyBuildError(output: string): DifferenceClass {
  if (/does not provide this Docusaurus module/i.test(output)) return 'theme module unsupported';
  if (/Cannot find module|Could not resolve|ERR_MODULE_NOT_FOUND|Cannot find package|No matching export/i.test(output)) return 'module not found';
  // `\btheme\b` leaves `themeConfig` to the config class below.
  if (/\b(plugin|preset|theme)\b[^\n]*(not supported|unsupported|cannot be used)/i.test(output)) return 'plugin unsupported';
  if (/docusaurus\.config|config(uration)?\b.*(invalid|unknown key|not supported|expected)|themeConfig|presets?\b/i.test(output)) return 'config refused';
  if (/\.css\b|postcss|tailwind|sass|scss/i.test(output)) return 'CSS';
  if (/\.mdx?\b.*\d+:\d+|mdx|markdown/i.test(output)) return 'MDX';
  return 'build error';
}

/** The class of one error docs-build printed, by its rule and then its message. */
export function classifyDiagnostic(diagnostic: PrintedDiagnostic): DifferenceClass {
  const { rule, message } = diagnostic;
  if (rule === 'broken-link' || rule === 'broken-anchor') return 'broken link';
  if (rule === 'docusaurus-config' || rule === 'config' || rule === 'navbar' || rule === 'sidebar-doc-id') return 'config refused';
  const byMessage = classifyBuildError(message);
  if (byMessage !== 'build error') return byMessage;
  if (rule === 'render') return 'render error';
  // The MDX parser's own rules name their package: `micromark-extension-mdx-expression:acorn`.
  if (rule.startsWith('mdx') || rule.startsWith('micromark') || rule === 'components' || rule === 'admonition' || rule === 'frontmatter') return 'MDX';
  return 'build error';
}
