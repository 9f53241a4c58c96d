import { join } from 'node:path';
import { pluginTranslationsDir, readTranslationFile, type TranslationFileContent } from '../i18n/translation-file.ts';
import type { LoadContext, PluginInstance } from './load-plugins.ts';

type Obj = Record<string, unknown>;
type Call = (instance: PluginInstance, method: string, ...args: unknown[]) => Promise<unknown>;

interface TranslationFile {
  path: string;
  content: TranslationFileContent;
}

/**
 * A plugin's loaded content in the locale being built, as Docusaurus translates it when the locale reads its
 * translations: the plugin names its translation files (`getTranslationFiles`), the locale's copies of them under
 * `<localizationDir>/<plugin name>[-<id>]/<path>.json` override their messages, and the plugin translates its
 * content (`translateContent`: the docs plugin's sidebar category labels, the blog's title) and its part of the
 * theme config (`translateThemeConfig`, merged into the context's copy of it).
 */
export async function translatePluginContent(instance: PluginInstance, content: unknown, context: LoadContext, call: Call): Promise<unknown> {
  const given = await call(instance, 'getTranslationFiles', { content });
  const files = (Array.isArray(given) ? given : []).map((file) => localized(file as TranslationFile, instance, context));
  const translated = typeof instance.plugin.translateContent === 'function' ? await call(instance, 'translateContent', { content, translationFiles: files }) : content;
  const themeConfig = context.siteConfig.themeConfig as Obj;
  const slice = await call(instance, 'translateThemeConfig', { themeConfig, translationFiles: files });
  if (slice && typeof slice === 'object') Object.assign(themeConfig, slice);
  return translated;
}

function localized(file: TranslationFile, instance: PluginInstance, context: LoadContext): TranslationFile {
  if (file.path.endsWith('.json')) throw new Error(`the translation file path '${file.path}' ends with '.json', which Docusaurus adds itself`);
  const path = join(pluginTranslationsDir(context.localizationDir, instance.plugin.name, instance.id), `${file.path}.json`);
  const own = readTranslationFile(path, context.siteDir);
  return own ? { path: file.path, content: { ...file.content, ...own } } : file;
}
