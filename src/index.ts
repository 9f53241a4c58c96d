import type { UserConfig } from './node/config/schema.ts';

export type { UserConfig, Config } from './node/config/schema.ts';

/** Identity function that gives the config file type checking and completion. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
