import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DocsBuildError } from '../report/diagnostic.ts';

/** A translation file's content, as Docusaurus writes them under `i18n/<locale>/`: message (and description) by key. */
export type TranslationFileContent = Record<string, { message: string; description?: string }>;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The translations folder of one plugin in a locale's folder, as Docusaurus names it: the plugin's name, with its
 * id after a dash when it is not the default instance (`docusaurus-plugin-content-docs-community`).
 */
export function pluginTranslationsDir(localizationDir: string, pluginName: string, pluginId = 'default'): string {
  return join(localizationDir, pluginId === 'default' ? pluginName : `${pluginName}-${pluginId}`);
}

/**
 * A translation file, undefined when there is none. One that is not JSON, or not an object of `{ message }` entries,
 * stops the build at the file, as it stops Docusaurus.
 */
export function readTranslationFile(file: string, siteDir: string): TranslationFileContent | undefined {
  if (!existsSync(file)) return undefined;
  const shown = relative(siteDir, file) || file;
  const fail = (what: string, error?: unknown) =>
    new DocsBuildError(`${shown}: ${what}`, {
      hint: 'A translation file is a JSON object whose every key has a value { "message": "…" } (and optionally a "description"); `docusaurus write-translations` writes them so.',
      location: shown,
      cause: error,
    });
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fail(`not a JSON file: ${(error as Error).message}`, error);
  }
  if (!isObj(data)) throw fail('the file holds no JSON object.');
  for (const [key, entry] of Object.entries(data)) {
    if (!isObj(entry) || typeof entry.message !== 'string') throw fail(`the entry '${key}' has no string "message".`);
    if (entry.description !== undefined && typeof entry.description !== 'string') throw fail(`the "description" of '${key}' is not a string.`);
  }
  return data as TranslationFileContent;
}
