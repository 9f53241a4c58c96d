// The package's public entry (`import … from 'docs-build'`): what a site's config, React pages and MDX
// components may rely on. Published as dist/index.js and its declarations (scripts/prepack.js).
import type { UserConfig } from './node/config/schema.ts';

export type { UserConfig, Config } from './node/config/schema.ts';
export type { PageData, SiteData, TocItem } from './shared/types.ts';

/** Identity function that gives the config file type checking and completion. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
