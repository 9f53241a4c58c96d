// Where `translate()` of `@docusaurus/Translate` finds the site's messages: it is a plain function, called outside
// any component, so it cannot read the site from React's context. The server render sets the table once per site
// (src/node/modules/generated.ts) and the browser entry from the page's site data; a page compiled on its own
// carries its own copy of this module, so the table lives on the global object.

import type { Translations } from '../../src/shared/translations.ts';

const KEY = Symbol.for('docs-build.code-translations');
const holder = globalThis as typeof globalThis & { [KEY]?: Translations };

export function codeTranslations(): Translations {
  return holder[KEY] ?? {};
}

export function provideCodeTranslations(table: Translations | undefined): void {
  holder[KEY] = table ?? {};
}
