import type { Command, Option } from 'commander';
import { cell, prose } from './markdown-cell.ts';

// Reads the commander program itself, so the CLI reference lists every command and option the CLI accepts,
// with the descriptions and defaults it prints in --help, and cannot drift from it.

/** The CLI's commands, imported without running one (src/cli.ts parses the command line only when not asked to describe). */
export async function loadProgram(): Promise<Command> {
  const before = process.env.DOCS_BUILD_CLI_DESCRIBE;
  process.env.DOCS_BUILD_CLI_DESCRIBE = '1';
  try {
    return (await import('../../src/cli.ts')).program;
  } finally {
    if (before === undefined) delete process.env.DOCS_BUILD_CLI_DESCRIBE;
    else process.env.DOCS_BUILD_CLI_DESCRIBE = before;
  }
}

/** The default as --help shows it, or '' when there is none to show (flags off by default, `--no-…` options). */
function optionDefault(option: Option): string {
  if (option.negate || option.defaultValue === undefined || option.defaultValue === false) return '';
  return `\`${cell(String(option.defaultValue))}\``;
}

function commandSection(command: Command): string[] {
  const args = command.registeredArguments.map((arg) => (arg.required ? `<${arg.name()}>` : `[${arg.name()}]`));
  const options = command.options.filter((option) => !option.hidden);
  const lines = [`## \`docs-build ${command.name()}\``, '', prose(command.description()), '', '```sh', `npx docs-build ${[command.name(), ...args, options.length > 0 ? '[options]' : ''].filter(Boolean).join(' ')}`, '```', ''];
  if (command.registeredArguments.length > 0) {
    lines.push('| argument | description | default |', '| --- | --- | --- |');
    for (const arg of command.registeredArguments) {
      lines.push(`| \`${arg.name()}\` | ${prose(arg.description)} | ${arg.defaultValue === undefined ? '' : `\`${cell(String(arg.defaultValue))}\``} |`);
    }
    lines.push('');
  }
  if (options.length > 0) {
    lines.push('| option | description | default |', '| --- | --- | --- |');
    for (const option of options) lines.push(`| \`${cell(option.flags)}\` | ${prose(option.description)} | ${optionDefault(option)} |`);
    lines.push('');
  }
  return lines;
}

/** The reference page, as Markdown. */
export function cliReferencePage(program: Command): string {
  const global = program.options.filter((option) => !option.hidden).map((option) => `\`${option.flags}\` (${option.description})`);
  return [
    '---',
    'title: Command line reference',
    'description: Every docs-build command and option.',
    '---',
    '',
    '<!-- Generated from src/cli.ts by scripts/docs-reference.ts; edit the commands, then run `npm run docs`. -->',
    '',
    '# Command line reference',
    '',
    `\`npx docs-build <command> [options]\`: ${program.description()} Every command exits 0 on success and non-zero with a`,
    'one-paragraph error on standard error otherwise. `npx docs-build <command> --help` prints the same list.',
    `Besides the commands: ${[...global, '`-h, --help` (help)'].join(', ')}.`,
    '',
    ...program.commands.flatMap(commandSection),
  ].join('\n');
}
