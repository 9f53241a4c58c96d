import { beforeAll, describe, expect, it } from 'vitest';
import { createCompiler, textOf, type Compiler } from '../../helpers/markdown.ts';

let compiler: Compiler;
beforeAll(async () => {
  compiler = await createCompiler();
});

const page = `# Remote Backup

Intro.

## Hello World!

### Step 1: add the \`repository\`

## Hello World!

#### Deep heading

## Ünïcode & Symbols?
`;

describe.each(['md', 'mdx'] as const)('headings in .%s', (format) => {
  it('get GitHub-style ids, made unique', async () => {
    const { html, messages } = await compiler.compile(page, { format });
    expect(messages).toEqual([]);
    const ids = [...html!.matchAll(/<h([2-6]) id="([^"]+)"/g)].map((m) => `h${m[1]}#${m[2]}`);
    expect(ids).toEqual(['h2#hello-world', 'h3#step-1-add-the-repository', 'h2#hello-world-1', 'h4#deep-heading', 'h2#ünïcode--symbols']);
  });

  it("leave a `:name` text directive's name out of the id but keep it in the text, as Docusaurus does", async () => {
    const html = (await compiler.compile('# T\n\n### :not modifier\n\n### :exact modifier\n\n### Time 10:30\n', { format })).html!.replaceAll('<!-- -->', '');
    // Docusaurus makes the ids before it turns unused directives back into text; `10:30` holds no directive for it.
    expect(html).toContain('<h3 id="-modifier">:not modifier');
    expect(html).toContain('<h3 id="-modifier-1">:exact modifier');
    expect(html).toContain('<h3 id="time-1030">Time 10:30');
  });

  it('take a `{#custom-id}`, which leaves the heading text', async () => {
    const { html, file } = await compiler.compile('# Title\n\n## Configure the add-on {#configure}\n\n### Options {#opts-2}\n', { format });
    expect(html).toMatch(/<h2 id="configure">Configure the add-on<a class="hash-link" href="#configure"/);
    expect(html).toMatch(/<h3 id="opts-2">Options<a /);
    expect(html).not.toContain('{#');
    expect(file.data.toc).toEqual([
      { id: 'configure', text: 'Configure the add-on', level: 2 },
      { id: 'opts-2', text: 'Options', level: 3 },
    ]);
  });

  it('count the h1 among the slugs, as Docusaurus does: a section named like the page title gets `-1`', async () => {
    const { html, file } = await compiler.compile('# Configuration\n\n## Configuration\n\n## Options\n', { format });
    expect(html).toMatch(/<h1>Configuration<\/h1>/);
    expect(file.data.toc).toEqual([
      { id: 'configuration-1', text: 'Configuration', level: 2 },
      { id: 'options', text: 'Options', level: 2 },
    ]);
  });

  it("take any id Docusaurus's classic syntax allows, other characters than letters and dashes included", async () => {
    const { html, messages } = await compiler.compile('# T\n\n#### Guided Access {#Apple_iOS#access_restriction}\n\n## Café {#café.v2}\n', { format });
    expect(messages ?? []).toEqual([]);
    expect(html).toContain('id="Apple_iOS#access_restriction"');
    expect(html).toContain('id="café.v2"');
    expect(html).not.toContain('{#');
  });

  it('take no slug for a `{#custom-id}`, as Docusaurus does: a later heading keeps its plain slug', async () => {
    const { file } = await compiler.compile('# T {#top}\n\n## Setup {#options}\n\n## Options\n\n## T\n', { format });
    expect(file.data.toc!.map((t) => t.id)).toEqual(['options', 'options', 't']);
  });

  it('leave the footnotes section out of the table of contents, with no hash link on its label', async () => {
    const { html, file } = await compiler.compile('# T\n\n## Notes\n\nA claim.[^1]\n\n## Footnotes\n\n[^1]: The source.\n', { format });
    expect(file.data.toc).toEqual([
      { id: 'notes', text: 'Notes', level: 2 },
      { id: 'footnotes', text: 'Footnotes', level: 2 },
    ]);
    expect(html).toMatch(/<h2 class="sr-only" id="footnote-label">Footnotes<\/h2>/);
  });

  it('leave `{#…}` inside code fences alone', async () => {
    const { html } = await compiler.compile('# T\n\n```text\n## Not a heading {#nope}\n```\n', { format });
    expect(textOf(html!)).toContain('## Not a heading {#nope}');
    expect(html).not.toContain('id="nope"');
  });

  it('get a hash link to themselves', async () => {
    const { html } = await compiler.compile(page, { format });
    expect(html).toContain('<a class="hash-link" href="#hello-world" aria-label="Direct link to Hello World!">#</a></h2>');
    // The page title has none.
    expect(html).toMatch(/<h1>Remote Backup<\/h1>/);
  });

  it('record the first h1 as title and every h2–h6 in the table of contents, with levels', async () => {
    const { file } = await compiler.compile(page, { format });
    expect(file.data.title).toBe('Remote Backup');
    expect(file.data.toc).toEqual([
      { id: 'hello-world', text: 'Hello World!', level: 2 },
      { id: 'step-1-add-the-repository', text: 'Step 1: add the repository', level: 3 },
      { id: 'hello-world-1', text: 'Hello World!', level: 2 },
      { id: 'deep-heading', text: 'Deep heading', level: 4 },
      { id: 'ünïcode--symbols', text: 'Ünïcode & Symbols?', level: 2 },
    ]);
  });

  it('list hash links among the collected links', async () => {
    const { file } = await compiler.compile('# T\n\n## One\n\nSee [one](#one).\n', { format });
    const urls = file.data.references!.filter((r) => r.kind === 'link').map((r) => r.url);
    expect(urls).toContain('#one');
  });
});
