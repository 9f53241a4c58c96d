// The site's messages for `translate()` (theme/docusaurus/code-translations.ts), from the page's site data. The
// entry imports this first, so that code which translates as it loads (a swizzled component, a client module)
// finds them.
import site from 'docs-build:site';
import { provideCodeTranslations } from '../../theme/docusaurus/code-translations.ts';

provideCodeTranslations(site.translations);
