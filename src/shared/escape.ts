import { escapeUTF8 } from 'entities/escape';

/**
 * Text made inert in HTML and XML, in text and in quoted attribute values:
 * `& < > " '` become references, every other character stays as it is.
 * The one escaping helper of the generator, the browser code included.
 */
export function escapeHtml(text: string): string {
  return escapeUTF8(text);
}
