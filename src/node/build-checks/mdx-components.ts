import type { Data } from 'vfile';
import { closest } from '../content/sidebar.ts';
import { codeFrame, type Diagnostic } from '../report/diagnostic.ts';

/**
 * Components an MDX file uses but neither imports nor gets from the
 * components map. Found after compiling, so the message points at the first
 * use instead of surfacing as a render-time crash.
 */
export function missingComponents(
  data: Pick<Data, 'jsxUses' | 'boundNames'>,
  provided: Readonly<Record<string, unknown>>,
  source: { displayPath: string; source: string },
): Diagnostic[] {
  const bound = new Set(data.boundNames ?? []);
  return (data.jsxUses ?? [])
    .filter((use) => !bound.has(use.name) && provided[use.name] === undefined)
    .map((use) => {
      const near = closest(use.name, [...Object.keys(provided), ...bound]);
      return {
        file: source.displayPath,
        line: use.line,
        column: use.column,
        message: `The MDX component <${use.name}> is used but not provided.`,
        ruleId: 'mdx-missing-component',
        severity: 'error',
        hint: `${near ? `Did you mean <${near}>? ` : ''}Import it at the top of the file, or add it to the module named by \`markdown.components\` in the config.`,
        frame: use.line === undefined ? undefined : codeFrame(source.source, use.line, use.column ?? 1),
      } satisfies Diagnostic;
    });
}
