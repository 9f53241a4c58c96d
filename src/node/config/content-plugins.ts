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
 * The config as a render thread gets it: functions cannot be sent to a
 * thread. Its plugins it imports from the config file again; the options that
 * may be functions (`editUrl`, `numberPrefixParser`) are used before pages
 * are sent to threads, so they are left out.
 */
export function configForThreads(config: Config): Config {
  const blog = config.blog === false || typeof config.blog.editUrl !== 'function' ? config.blog : { ...config.blog, editUrl: undefined };
  if (config.docs === false) return { ...config, blog };
  const docs = { ...config.docs };
  for (const key of KEYS) delete docs[key];
  if (typeof docs.editUrl === 'function') delete docs.editUrl;
  if (typeof docs.numberPrefixParser === 'function') delete docs.numberPrefixParser;
  return { ...config, docs, blog };
}

/** What the plugins are, for cache keys: their code and options (JSON leaves functions out). */
export function contentPluginsFingerprint(config: Config): string {
  const describe = (entry: Pluggable): unknown => (Array.isArray(entry) ? entry.map((part) => (typeof part === 'function' ? String(part) : part)) : String(entry));
  return JSON.stringify(Object.values(contentPlugins(config)).map((list) => list.map(describe)));
}
