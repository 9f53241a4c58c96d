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
}

/** How a plugin is called in messages: its module name, or its function's name. */
export function hostedName(entry: HostedPlugin['plugin']): string {
  return typeof entry === 'string' ? entry : entry.name || 'anonymous plugin function';
}
