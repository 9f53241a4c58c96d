/**
 * A plugin (or theme) of a Docusaurus config that docs-build has no built-in equivalent for, so it runs the
 * plugin's own code with Docusaurus's lifecycle (see run-plugins.ts).
 */
export interface HostedPlugin {
  /** A module name or path as written in the config (shorthands allowed), or the plugin function itself. */
  plugin: string | ((...args: never[]) => unknown);
  options: unknown;
  /** Where the config names it: 'plugins.2', 'themes.0'. */
  keyPath: string;
  kind: 'plugin' | 'theme';
  /**
   * A plugin a preset adds (the classic preset's `gtag`): resolved from the preset's package, as Docusaurus resolves
   * it. Without that package installed, `missing` is reported as a warning instead and the build goes on.
   */
  preset?: { name: string; missing: string };
  /**
   * One of Docusaurus's content plugins (docs, blog, pages): its loaded content and routes are what docs-build builds
   * the site's docs, posts and pages from (src/node/docusaurus-content/), rather than pages of their own.
   */
  content?: ContentPluginKind;
}

export type ContentPluginKind = 'docs' | 'blog' | 'pages';

/** Docusaurus's content plugins, by the kind of content each loads. */
export const CONTENT_PLUGINS: Record<ContentPluginKind, string> = {
  docs: '@docusaurus/plugin-content-docs',
  blog: '@docusaurus/plugin-content-blog',
  pages: '@docusaurus/plugin-content-pages',
};

/** The content kind of a plugin module name, written in full or as Docusaurus's shorthand ('content-docs'). */
export function contentPluginKind(name: unknown): ContentPluginKind | undefined {
  if (typeof name !== 'string') return undefined;
  const full = name.startsWith('@docusaurus/') ? name : `@docusaurus/plugin-${name}`;
  return (Object.keys(CONTENT_PLUGINS) as ContentPluginKind[]).find((kind) => CONTENT_PLUGINS[kind] === full);
}

/** How a plugin is called in messages: its module name, or its function's name. */
export function hostedName(entry: HostedPlugin['plugin']): string {
  return typeof entry === 'string' ? entry : entry.name || 'anonymous plugin function';
}
