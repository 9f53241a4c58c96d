import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/scan.ts';
import { codeFrame, diagnosticFromMessage, type Diagnostic } from '../report/diagnostic.ts';
import { join } from 'node:path';
import { compileContent, type CompiledContent } from './compile.ts';
import { createCodeOptions } from './highlighter.ts';
import { createContentProcessors } from './processor.ts';

/** Compiles every doc and markdown page; all problems are returned with their positions. */
export async function compileAll(sources: ContentSource[], config: Config, root: string): Promise<{ byFile: Map<string, CompiledContent>; problems: Diagnostic[] }> {
  const routesByFile = new Map(sources.filter((s) => s.kind !== 'react').map((s) => [s.file, s.route]));
  const processors = createContentProcessors({
    code: await createCodeOptions(),
    references: { routesByFile, staticDir: join(root, config.staticDir) },
    emoji: config.markdown.emoji,
  });
  const byFile = new Map<string, CompiledContent>();
  const problems: Diagnostic[] = [];
  for (const source of sources) {
    if (source.kind === 'react') continue;
    const compiled = await compileContent(source, processors);
    byFile.set(source.file, compiled);
    for (const message of compiled.file.messages) {
      const diagnostic = diagnosticFromMessage(message, source.displayPath);
      if (message.fatal === true && diagnostic.line !== undefined) {
        diagnostic.frame = codeFrame(source.source, diagnostic.line, diagnostic.column ?? 1);
        diagnostic.hint ??= source.format === 'mdx'
          ? 'MDX treats { } and < as code. Escape them (\\{, \\<), put them in `backticks`, or rename the file to .md for plain Markdown.'
          : 'Fix the syntax at this position.';
      }
      problems.push(diagnostic);
    }
  }
  return { byFile, problems };
}
