/** What a number prefix parser makes of a file or folder name: the name without its prefix, and the prefix's number. */
export interface NumberPrefix {
  filename: string;
  numberPrefix?: number;
}

/** Docusaurus's `numberPrefixParser` option: a function of a file or folder name (without extension). */
export type NumberPrefixParser = (filename: string) => NumberPrefix;

// A name that starts like a date or a version ('2021-11-notes', '7.0-release') has no number prefix:
// Docusaurus leaves those alone by default.
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
// Digits, then separators (dashes, underscores, dots, with spaces around them), then the rest of the name.
const PREFIXED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** Docusaurus's default: '01-intro' is 'intro' at position 1, '003 - setup' is 'setup' at 3. */
export const defaultNumberPrefixParser: NumberPrefixParser = (filename) => {
  if (DATE_OR_VERSION.test(filename)) return { filename };
  const match = PREFIXED.exec(filename);
  return match ? { filename: match[2]!, numberPrefix: Number.parseInt(match[1]!, 10) } : { filename };
};

const keepNames: NumberPrefixParser = (filename) => ({ filename });

/** The parser a docs config asks for: its own function, none (`false`), or Docusaurus's default. */
export function numberPrefixParserOf(option: NumberPrefixParser | false | undefined): NumberPrefixParser {
  if (option === false) return keepNames;
  return option ?? defaultNumberPrefixParser;
}

/** '01-guides/02-setup' → 'guides/setup': every segment's prefix goes. */
export function stripPathNumberPrefixes(path: string, parser: NumberPrefixParser): string {
  return path
    .split('/')
    .map((segment) => parser(segment).filename)
    .join('/');
}
