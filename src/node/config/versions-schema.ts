import { z } from 'zod';

// Versioned docs, with the option names and meanings of Docusaurus's docs plugin. The versions themselves come
// from `versions.json`, `versioned_docs/version-<name>/` and `versioned_sidebars/version-<name>-sidebars.json`
// beside the config; 'current' names the docs folder itself.

const versionOptions = z.strictObject({
  label: z.string().optional().describe("Name shown for the version; default: its name ('Next', versionLabel, for current)."),
  path: z.string().optional().describe("Route segment after the docs base; '' for none."),
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional().describe("Banner above the version's docs; 'none' removes it."),
  badge: z.boolean().optional().describe("Shows the 'Version: <label>' badge on the version's docs."),
  noIndex: z.boolean().optional().describe("Keeps the version's pages out of search engines and the sitemap."),
  className: z.string().optional().describe("Class set on the layout of the version's doc pages."),
});

export const docsVersionOptions = {
  lastVersion: z.string().optional().describe("Version served at the docs base ('/docs/…'); default: the first entry of versions.json, else 'current'."),
  versions: z.record(z.string(), versionOptions).default({}).describe("Options of each version, by name ('current' for the docs folder)."),
  onlyIncludeVersions: z.array(z.string()).optional().describe('Builds only these versions.'),
  includeCurrentVersion: z.boolean().default(true).describe('Builds the docs folder as the current version.'),
  disableVersioning: z.boolean().default(false).describe('Ignores versions.json: only the docs folder is built.'),
};
