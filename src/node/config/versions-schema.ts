import { z } from 'zod';

// Versioned docs, with the option names and meanings of Docusaurus's docs plugin. The versions themselves come
// from `versions.json`, `versioned_docs/version-<name>/` and `versioned_sidebars/version-<name>-sidebars.json`
// beside the config; 'current' names the docs folder itself.

const versionOptions = z.strictObject({
  label: z.string().optional(),
  /** Route segment after the docs base; '' for none. */
  path: z.string().optional(),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  badge: z.boolean().optional(),
  noIndex: z.boolean().optional(),
  className: z.string().optional(),
});

export const docsVersionOptions = {
  /** Version served at the docs base ('/docs/…'); default: the first entry of versions.json, else 'current'. */
  lastVersion: z.string().optional(),
  versions: z.record(z.string(), versionOptions).default({}),
  onlyIncludeVersions: z.array(z.string()).optional(),
  includeCurrentVersion: z.boolean().default(true),
  /** Ignore versions.json: only the docs folder is built. */
  disableVersioning: z.boolean().default(false),
};
