import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { referencePages } from '../../scripts/docs-reference.ts';
import { loadProgram } from '../../scripts/docs-reference/cli-reference.ts';
import { configFields } from '../../scripts/docs-reference/config-reference.ts';
import { configSchema } from '../../src/node/config/schema.ts';
import { REPO, runCli } from '../helpers/cli.ts';

// The repository's own documentation site (docs/): its reference pages are generated from the code, and it builds
// with every rule at 'throw'.

describe('the generated reference pages', () => {
  it('are what the config schema and the CLI commands make now (run `npm run docs` after changing either)', async () => {
    for (const page of await referencePages()) {
      expect(await readFile(join(REPO, page.path), 'utf8'), page.path).toBe(page.text);
    }
  });

  it('describe every config key the schema accepts', () => {
    const fields = configFields(configSchema);
    expect(fields.length).toBeGreaterThan(150);
    expect(fields.filter((field) => !field.description).map((field) => field.path)).toEqual([]);
    // Keys inside lists, records and union branches are reached too.
    expect(fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(['navbar.items[].docId', 'docs.versions.<name>.banner', 'blog.feedOptions.limit', 'search.appId', 'redirects.redirects[].from']),
    );
    expect(fields.find((field) => field.path === 'search.provider')?.type).toBe("'local' | 'algolia' | 'none'");
    expect(fields.find((field) => field.path === 'url')).toMatchObject({ required: true, type: 'string (URL)' });
    expect(fields.find((field) => field.path === 'onBrokenAnchors')).toMatchObject({ required: false, defaultValue: "'warn'" });
  });

  it('describe every command and option of the CLI', async () => {
    const program = await loadProgram();
    const names = program.commands.map((command) => command.name());
    expect(names).toEqual(expect.arrayContaining(['build', 'serve', 'dev', 'check', 'migrate', 'init']));
    const cli = (await referencePages()).find((page) => page.path.endsWith('cli.md'))!.text;
    for (const command of program.commands) {
      expect(command.description(), command.name()).not.toBe('');
      expect(cli).toContain(`## \`docs-build ${command.name()}\``);
      for (const option of command.options.filter((o) => !o.hidden)) expect(cli).toContain(`| \`${option.flags}\` | `);
    }
  });
});

describe('the documentation site', () => {
  let out: string | undefined;
  afterAll(async () => {
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('builds with --strict: no broken link, anchor or Markdown link, no duplicate route, no warning', async () => {
    out = await mkdtemp(join(tmpdir(), 'docs-build-docs-site-'));
    // `--threads 1`: the test run keeps both cores busy, where a render thread only adds its start-up.
    const result = await runCli(['build', '--config', 'docs/docs-build.config.ts', '--strict', '--no-cache', '--threads', '1', '--out-dir', join(out, 'build')]);
    expect(result.stderr).not.toMatch(/warning|error/);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Build finished: .* 0 errors, 0 warnings/);
    const config = await readFile(join(out, 'build/docs/reference/config/index.html'), 'utf8');
    // One section per top-level key, its nested keys in a table.
    expect(config).toMatch(/<h2 id="navbar"[^>]*>.*<code>navbar<\/code>/);
    expect(config).toContain('<code>items[].docId</code>');
  }, 300_000);
});
