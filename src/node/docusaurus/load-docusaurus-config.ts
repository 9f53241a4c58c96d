import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';
import { normaliseWithDocusaurus } from './docusaurus-validation.ts';
import { evaluateDocusaurusConfig } from './evaluate-config.ts';
import { mapDocusaurusConfig } from './map-config.ts';
import type { HostedPlugin } from '../plugins/hosted-plugin.ts';
import { hasInfima } from '../bundle/site-styles.ts';
import { themeHasSearchPage } from './search-theme-page.ts';
import { setUpSiteTheme } from './site-theme.ts';

/** What the plugin host needs of a Docusaurus config: the config as plugins see it (`siteConfig`), and its plugins. */
export interface DocusaurusSite {
  siteConfig: Record<string, unknown>;
  plugins: HostedPlugin[];
}

// In the order Docusaurus looks for them.
const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export function findDocusaurusConfig(dir: string): string | undefined {
  return CONFIG_NAMES.map((name) => join(dir, name)).find((file) => existsSync(file));
}

export function isDocusaurusConfig(file: string): boolean {
  return CONFIG_NAMES.includes(basename(file));
}

/** Evaluates and maps a Docusaurus config; what docs-build leaves out is reported as warnings at the config's key paths. */
export async function loadDocusaurusConfig(configFile: string, shown: string): Promise<{ raw: Record<string, unknown>; warnings: Diagnostic[]; docusaurus: DocusaurusSite }> {
  const evaluated = await evaluateDocusaurusConfig(configFile);
  // What Docusaurus computes is the truth: its own validation normalises the config before it is mapped.
  const normalised = normaliseWithDocusaurus(evaluated, configFile, shown);
  const validated = normalised.warnings.length === 0;
  const mapped = mapDocusaurusConfig(normalised.config, evaluated, (theme) => themeHasSearchPage(dirname(configFile), theme), validated);
  // With the site's packages installed, the preset's content plugins read their own options: an option docs-build's
  // own reading leaves out is not left out of the build.
  const contentOption = /^presets\.\d+\.(docs|blog|pages)\./;
  const mappingWarnings = validated ? mapped.warnings.filter((w) => !contentOption.test(w.keyPath)) : mapped.warnings;
  const warnings: Diagnostic[] = [...normalised.warnings, ...mappingWarnings].map((w) => ({
    file: shown,
    keyPath: w.keyPath,
    message: `${w.message}.`,
    ruleId: 'docusaurus-config',
    severity: 'warning',
    hint: w.hint,
  }));
  if (!hasInfima(dirname(configFile))) {
    mapped.config.infima = false;
    const missing = "Infima (theme-classic's CSS framework) is not installed, so the site's CSS that relies on it (--ifm-* variables, classes such as `row` and `col`) has no effect and the theme keeps its own colours.";
    // Without its packages, the site is already told to install them: one warning says both.
    const notInstalled = warnings.find((w) => w.keyPath === '(root)' && w.message.includes('@docusaurus/core is not installed'));
    if (notInstalled) notInstalled.message += ` ${missing}`;
    else warnings.push({ file: shown, message: missing, ruleId: 'docusaurus-config', severity: 'warning', hint: "Run the site's own `npm install` first." });
  }
  warnings.push(...(await setUpSiteTheme(dirname(configFile), normalised.config as Record<string, unknown>, shown)));
  const siteConfig = (typeof normalised.config === 'object' && normalised.config !== null ? normalised.config : {}) as Record<string, unknown>;
  return { raw: { ...mapped.config, customCss: mapped.customCss }, warnings, docusaurus: { siteConfig, plugins: mapped.plugins } };
}
