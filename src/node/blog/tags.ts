import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';
import type { BlogTagData } from '../../shared/blog-types.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { kebabCase } from './kebab-case.ts';

/** Predefined tags from the tags file (`tags.yml`): key → tag; undefined when the blog has no tags file. */
export type TagsFile = Map<string, BlogTagData> | undefined;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

export function readTagsFile(file: string | undefined, root: string, tagsBase: string): { tags: TagsFile; problems: Diagnostic[] } {
  if (!file || !existsSync(file)) return { tags: undefined, problems: [] };
  const display = relative(root, file);
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { tags: undefined, problems: [{ file: display, message: `The tags file could not be read: ${(error as Error).message.split('\n')[0]}`, ruleId: 'blog-tags', severity: 'error', hint: 'Fix the YAML: each tag is a key with label, permalink and description under it.' }] };
  }
  const tags = new Map<string, BlogTagData>();
  if (data === null || data === undefined) return { tags, problems: [] };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { tags: undefined, problems: [{ file: display, line: 1, column: 1, message: 'The tags file must map tag keys to tags.', ruleId: 'blog-tags', severity: 'error', hint: 'Write one `key:` per tag, with label, permalink, description under it.' }] };
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const fields = (value && typeof value === 'object' ? value : {}) as { label?: unknown; permalink?: unknown; description?: unknown };
    const label = typeof fields.label === 'string' ? fields.label : capitalise(key);
    const permalink = typeof fields.permalink === 'string' ? fields.permalink.replace(/^\/+|\/+$/g, '') : kebabCase(key);
    const tag: BlogTagData = { label, permalink: `${tagsBase}/${permalink}` };
    if (typeof fields.description === 'string') tag.description = fields.description;
    tags.set(key, tag);
  }
  return { tags, problems: [] };
}

/**
 * A post's tags: a predefined tag by its key, or an inline tag (a label, or `{ label, permalink }`). With a tags
 * file, inline tags are reported as `onInlineTags` says.
 */
export function postTags(
  raw: unknown,
  tagsFile: TagsFile,
  tagsBase: string,
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw',
  where: { file: string; line: number },
): { tags: BlogTagData[]; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const tags: BlogTagData[] = [];
  const entries = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const inline: string[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string' || typeof entry === 'number') {
      const label = String(entry);
      const known = tagsFile?.get(label);
      if (known) tags.push(known);
      else {
        tags.push({ label, permalink: `${tagsBase}/${kebabCase(label)}` });
        inline.push(label);
      }
    } else if (entry && typeof entry === 'object' && typeof (entry as { label?: unknown }).label === 'string') {
      const { label, permalink } = entry as { label: string; permalink?: unknown };
      const path = typeof permalink === 'string' ? permalink.replace(/^\/+|\/+$/g, '') : kebabCase(label);
      tags.push({ label, permalink: `${tagsBase}/${path}` });
      inline.push(label);
    }
  }
  if (tagsFile && inline.length > 0 && (onInlineTags === 'warn' || onInlineTags === 'throw')) {
    problems.push({
      file: where.file,
      line: where.line,
      column: 1,
      message: `Tags not defined in the tags file: ${inline.map((t) => `'${t}'`).join(', ')}.`,
      ruleId: 'blog-tags',
      severity: onInlineTags === 'throw' ? 'error' : 'warning',
      hint: 'Add them to the blog\'s tags file, use a defined tag key, or set `blog.onInlineTags` to \'ignore\'.',
    });
  }
  const seen = new Set<string>();
  return { tags: tags.filter((t) => (seen.has(t.permalink) ? false : (seen.add(t.permalink), true))), problems };
}
