import { parseDocument, isMap, isScalar, type Document } from 'yaml';
import { placeOfOffset, yamlValue } from './yaml-data.ts';
import { z } from 'zod';
import type { Diagnostic } from '../report/diagnostic.ts';

/** Frontmatter keys with a meaning, the same as Docusaurus docs use. Other keys are kept as-is. */
const knownKeys = z.object({
  id: z.string().optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
  /** Hides the title a doc shows from its frontmatter when the content has no h1. */
  hide_title: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
});

export type Frontmatter = z.infer<typeof knownKeys> & Record<string, unknown>;

export interface FrontmatterResult {
  data: Frontmatter;
  problems: Diagnostic[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Reads the YAML block at the top of a file, reporting problems at their line in the file. */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, problems: [] };
  // The YAML starts on line 2 of the file.
  const lineOffset = 1;
  const doc = parseDocument(match[1]!, { prettyErrors: false });
  const problems: Diagnostic[] = [];
  for (const error of doc.errors) {
    // With prettyErrors off, `linePos` is never filled in; the offset always is.
    const pos = placeOfOffset(match[1]!, error.pos[0]);
    problems.push({
      file,
      line: pos.line + lineOffset,
      column: pos.column,
      message: `Invalid frontmatter YAML: ${error.message.split('\n')[0]}`,
      ruleId: 'frontmatter',
      severity: 'error',
      hint: 'Fix the YAML between the two --- lines at the top of the file.',
    });
  }
  if (problems.length > 0) return { data: {}, problems };
  const read = yamlValue(doc, match[1]!);
  if ('error' in read) {
    problems.push({
      file,
      line: read.error.line + lineOffset,
      column: read.error.column,
      message: `Invalid frontmatter YAML: ${read.error.message}`,
      ruleId: 'frontmatter',
      severity: 'error',
      hint: 'Write the values out instead of repeating them through aliases (*name).',
    });
    return { data: {}, problems };
  }
  const value = read.value;
  if (value === null || value === undefined) return { data: {}, problems };
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ file, line: 2, column: 1, message: 'Frontmatter must be a YAML mapping (key: value lines).', ruleId: 'frontmatter', severity: 'error' });
    return { data: {}, problems };
  }
  const checked = knownKeys.safeParse(value);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0]);
      const line = keyLine(doc, match[1]!, key) + lineOffset;
      // zod leaves `issue.input` out unless asked, so the type is read from the value itself.
      const expected = issue.code === 'invalid_type' ? `expected ${issue.expected}, got ${typeName((value as Record<string, unknown>)[key])}` : issue.message;
      problems.push({
        file,
        line,
        column: 1,
        message: `Frontmatter key '${key}' has the wrong type: ${expected}.`,
        ruleId: 'frontmatter',
        severity: 'error',
        hint: `Give '${key}' a ${issue.code === 'invalid_type' ? issue.expected : 'valid'} value.`,
      });
    }
    return { data: {}, problems };
  }
  const data = value as Frontmatter;
  for (const key of ['id', 'slug'] as const) {
    const why = data[key] === undefined ? undefined : unsafePathReason(key, data[key]);
    if (!why) continue;
    problems.push({
      file,
      line: keyLine(doc, match[1]!, key) + lineOffset,
      column: 1,
      message: `Frontmatter key '${key}' ${why}.`,
      ruleId: 'frontmatter',
      severity: 'error',
      hint:
        key === 'id'
          ? "An id names one file inside its folder: use letters, digits, '-' and '_'. Use 'slug' to give the page another path."
          : "Write the route from the docs root with a leading '/' (slug: /guides/setup), without '.' or '..' segments.",
    });
  }
  return problems.length > 0 ? { data: {}, problems } : { data, problems };
}

/**
 * Why an `id` or `slug` could not become a path inside the output folder, if it cannot: the build
 * writes each page to a file named after its route, and '..' there would leave the folder.
 */
function unsafePathReason(key: 'id' | 'slug', value: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'contains a control character';
  if (value.includes('\\')) return "contains a backslash ('\\')";
  if (key === 'id' && value.includes('/')) return "contains '/'";
  const segments = value.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return `has a '${segments.find((s) => s === '..' || s === '.')}' segment, which would lead outside the site's folders`;
  return undefined;
}

/** Length in characters of the frontmatter block, so the body can be located. */
export function frontmatterLength(source: string): number {
  return FENCE.exec(source)?.[0].length ?? 0;
}

function typeName(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

function keyLine(doc: Document, yamlText: string, key: string): number {
  if (!isMap(doc.contents)) return 1;
  for (const pair of doc.contents.items) {
    if (isScalar(pair.key) && pair.key.value === key && pair.key.range) {
      return yamlText.slice(0, pair.key.range[0]).split('\n').length;
    }
  }
  return 1;
}
