import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { parseFrontmatter } from './frontmatter.ts';

/** A content file's text and frontmatter, with the problems found reading them (frontmatter, encoding). */
export async function readContent(file: string, root: string) {
  const bytes = await readFile(file);
  const source = bytes.toString('utf8');
  const displayPath = relative(root, file);
  const { data, problems } = parseFrontmatter(source, displayPath);
  const invalid = invalidUtf8(bytes, source);
  if (invalid) {
    problems.push({
      file: displayPath,
      ...invalid,
      message: 'This file is not valid UTF-8 here; the bytes that are not were replaced by U+FFFD (\uFFFD).',
      ruleId: 'encoding',
      severity: 'warning',
      hint: 'Save the file as UTF-8 (most editors have it under "encoding").',
    });
  }
  return { source, displayPath, frontmatter: data, problems };
}

/** Line and column of the first byte sequence that is not UTF-8, if any. */
function invalidUtf8(bytes: Buffer, text: string): { line: number; column: number } | undefined {
  if (isUtf8(bytes)) return undefined;
  // The decoder wrote U+FFFD for each bad sequence; the first is the place, unless the file also has the character itself.
  const at = Math.max(0, text.indexOf('\uFFFD'));
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}
