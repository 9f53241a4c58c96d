import type { Config } from '../config/schema.ts';

export type MarkdownFormat = Config['markdown']['format'];

/**
 * How a content file is parsed, as Docusaurus decides it: 'mdx' and 'md' apply
 * to every file, 'detect' goes by the extension (.md CommonMark, .mdx MDX).
 */
export function contentFormat(file: string, format: MarkdownFormat): 'md' | 'mdx' {
  if (format === 'detect') return file.endsWith('.mdx') ? 'mdx' : 'md';
  return format;
}
