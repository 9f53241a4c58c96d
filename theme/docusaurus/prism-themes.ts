// The site's Prism themes, for `usePrismTheme()`: the renderer hands them over on the server (on the global object,
// as a page's code carries its own copy of this module); the browser bundle puts a module holding them in this
// one's place (src/node/bundle/prism-themes-module.ts), so only the pages whose code asks for them load them.

import type { PrismTheme } from 'prism-react-renderer';

export interface PrismThemes {
  theme: PrismTheme;
  /** The theme of the dark mode, when the site names one. */
  darkTheme?: PrismTheme;
}

const KEY = Symbol.for('docs-build.prism-themes');
const holder = globalThis as typeof globalThis & { [KEY]?: PrismThemes };

const NONE: PrismThemes = { theme: { plain: {}, styles: [] } };

export function prismThemes(): PrismThemes {
  return holder[KEY] ?? NONE;
}

export function providePrismThemes(themes: PrismThemes): void {
  holder[KEY] = themes;
}
