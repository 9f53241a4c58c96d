import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';
import { normaliseWithDocusaurus } from './docusaurus-validation.ts';
import { evaluateDocusaurusConfig } from './evaluate-config.ts';
import { mapDocusaurusConfig } from './map-config.ts';
import { setUpSiteTheme } from './site-theme.ts';

// In the order Docusaurus looks for them.
const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export function findDocusaurusConfig(dir: string): string | undefined {
  return CONFIG_NAMES.map((name) => join(dir, name)).find((file) => existsSync(file));
}

export function isDocusaurusConfig(file: string): boolean {
  return CONFIG_NAMES.includes(basename(file));
}

/** Evaluates and maps a Docusaurus config; what docs-build leaves out is reported as warnings at the config's key paths. */
export async function loadDocusaurusConfig(configFile: string, shown: string): Promise<{ raw: Record<string, unknown>; warnings: Diagnostic[] }> {
  const evaluated = await evaluateDocusaurusConfig(configFile);
  // What Docusaurus computes is the truth: its own validation normalises the config before it is mapped.
  const normalised = normaliseWithDocusaurus(evaluated, configFile, shown);
  const mapped = mapDocusaurusConfig(normalised.config, evaluated);
  const warnings: Diagnostic[] = [...normalised.warnings, ...mapped.warnings].map((w) => ({
    file: shown,
    keyPath: w.keyPath,
    message: `${w.message}.`,
    ruleId: 'docusaurus-config',
    severity: 'warning',
    hint: w.hint,
  }));
  warnings.push(...(await setUpSiteTheme(dirname(configFile), normalised.config as Record<string, unknown>, shown)));
  return { raw: { ...mapped.config, customCss: mapped.customCss }, warnings };
}
