import type { Pluggable, PluggableList } from 'unified';
import type { ContentPlugins } from '../markdown/processor.ts';
import type { Config } from './schema.ts';

const KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** The site's remark and rehype plugins from `docs`, as the processors take them. */
export function contentPlugins(config: Config): ContentPlugins {
  const docs = config.docs === false ? undefined : config.docs;
  const list = (key: (typeof KEYS)[number]) => (docs?.[key] ?? []) as PluggableList;
  return { beforeDefaultRemarkPlugins: list('beforeDefaultRemarkPlugins'), remarkPlugins: list('remarkPlugins'), beforeDefaultRehypePlugins: list('beforeDefaultRehypePlugins'), rehypePlugins: list('rehypePlugins') };
}

export function hasContentPlugins(config: Config): boolean {
  return Object.values(contentPlugins(config)).some((list) => list.length > 0);
}

/**
 * The config without its plugins: functions cannot be sent to a render
 * thread, which imports the config file again to get them.
 */
export function withoutContentPlugins(config: Config): Config {
  if (config.docs === false) return config;
  const docs = { ...config.docs };
  for (const key of KEYS) delete docs[key];
  return { ...config, docs };
}

/** What the plugins are, for cache keys: their code and options (JSON leaves functions out). */
export function contentPluginsFingerprint(config: Config): string {
  const describe = (entry: Pluggable): unknown => (Array.isArray(entry) ? entry.map((part) => (typeof part === 'function' ? String(part) : part)) : String(entry));
  return JSON.stringify(Object.values(contentPlugins(config)).map((list) => list.map(describe)));
}
