import { parseDocument, isMap, isScalar, type Document } from 'yaml';
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
    const pos = lineAndColumn(match[1]!, error.pos[0]);
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
  const value: unknown = doc.toJS();
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
  return { data: value as Frontmatter, problems };
}

/** Length in characters of the frontmatter block, so the body can be located. */
export function frontmatterLength(source: string): number {
  return FENCE.exec(source)?.[0].length ?? 0;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
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
