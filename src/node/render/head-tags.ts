import { escapeHtml } from '../../shared/escape.ts';
import type { Config } from '../config/schema.ts';

// Elements that have no end tag.
const VOID = new Set(['base', 'link', 'meta']);

/**
 * The config's `headTags` as HTML, once for every page: attributes escaped,
 * `true` written bare and `false` left out, `innerHTML` as it is (the config
 * is the site's own code, as in Docusaurus).
 */
export function renderHeadTags(tags: Config['headTags']): string[] {
  return tags.map(({ tagName, attributes, innerHTML }) => {
    const attrs = Object.entries(attributes)
      .filter(([, value]) => value !== false)
      .map(([name, value]) => (value === true ? ` ${escapeHtml(name)}` : ` ${escapeHtml(name)}="${escapeHtml(String(value))}"`))
      .join('');
    return VOID.has(tagName) ? `<${tagName}${attrs}>` : `<${tagName}${attrs}>${innerHTML ?? ''}</${tagName}>`;
  });
}
