import type * as esbuild from 'esbuild';
import { themes, type PrismTheme } from 'prism-react-renderer';
import type { PrismOptions } from '../config/schema.ts';
import { packagePath } from '../runtime/package-root.ts';
import type { PrismThemes } from '../../../theme/docusaurus/prism-themes.ts';
import { browserDataPlugin, jsonExpression } from './browser-data.ts';

const SERVER_MODULE = packagePath('theme/docusaurus/prism-themes.ts');

/** The Prism themes code blocks are highlighted in: the site's, else Docusaurus's default (palenight). */
export function sitePrismThemes(prism: Pick<PrismOptions, 'theme' | 'darkTheme'>): PrismThemes {
  return { theme: (prism.theme ?? themes.palenight) as PrismTheme, ...(prism.darkTheme ? { darkTheme: prism.darkTheme as PrismTheme } : {}) };
}

/** The themes in the browser: a module in place of theme/docusaurus/prism-themes.ts, for `usePrismTheme()`. */
export function prismThemesPlugin(data: () => PrismThemes): esbuild.Plugin {
  return browserDataPlugin(
    'prism-themes',
    SERVER_MODULE,
    () => `const data = ${jsonExpression(data())};\nexport function prismThemes() { return data; }\nexport function providePrismThemes() {}\n`,
  );
}
