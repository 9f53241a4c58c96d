// Text for a cell of a Markdown table in the generated reference pages.

/** Text inside a code span: only the table's own separator is escaped. */
export function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** Text outside code spans: characters Markdown would read as markup (`<title>` as HTML, `*` as emphasis) are escaped. */
export function prose(text: string): string {
  return cell(text.replace(/[\\*_<[\]`]/g, (c) => `\\${c}`));
}
