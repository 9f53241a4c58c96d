import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { ContentSource } from '../content/scan.ts';
import { escapeHeadingIds } from './preprocess.ts';
import type { ContentProcessor } from './processor.ts';
import './vfile-data.ts';

export interface CompiledContent {
  source: ContentSource;
  /** MDX function body; run it to get the content component. */
  code: string;
  file: VFile;
}

/** Compiles one doc or markdown page. Syntax errors come back as a fatal message, not a throw. */
export async function compileContent(source: ContentSource, processors: { md: ContentProcessor; mdx: ContentProcessor }): Promise<CompiledContent> {
  const value = source.format === 'mdx' ? escapeHeadingIds(source.source) : source.source;
  const file = new VFile({ path: source.file, value });
  try {
    const result = await processors[source.format === 'mdx' ? 'mdx' : 'md'].process(file);
    return { source, code: String(result.value), file };
  } catch (error) {
    const message = error as VFileMessage;
    if (!file.messages.includes(message)) {
      const fatal = file.message(message.reason ?? String(error), {
        place: message.place ?? placeInReason(message.reason),
        ruleId: message.ruleId ?? 'syntax',
        source: message.source ?? 'mdx',
      });
      fatal.fatal = true;
    } else {
      message.fatal = true;
    }
    return { source, code: '', file };
  }
}

/**
 * Some MDX errors (an unclosed `<div>`) carry no position of their own, only
 * one written into the text, like "(3:1-3:6)". That one is better than none.
 */
function placeInReason(reason: string | undefined): { line: number; column: number } | undefined {
  const match = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason ?? '');
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
