import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentFormat, type MarkdownFormat } from '../../../src/node/content/format.ts';
import { parseFrontmatter } from '../../../src/node/content/frontmatter.ts';
import { createCompiler, type Compiler } from '../../helpers/markdown.ts';
import { mdxComponents } from '../../../theme/mdx-components.tsx';
import { collectIds } from '../../../src/node/build-checks/ids.ts';

// Each case: input.md or input.mdx, compiled and rendered as the build does, against expected.html and, when the
// input draws warnings, expected-messages.txt. config.json may hold the site config's `markdown` part and, for
// link cases, `routes` (files relative to the case folder, which stands for the site root, with `docs/` as its
// docs folder → routes) and the input's own `docPath` and `route`.
// `UPDATE=1 npx vitest run test/node/markdown/golden.test.ts` rewrites the expectations.
const root = join(import.meta.dirname, '../../fixtures/markdown-golden');
const update = process.env.UPDATE === '1';
const cases = readdirSync(root).sort();

interface CaseConfig {
  /** `highlighter` and `prism` too, which get the case a compiler of its own. */
  markdown?: { format?: MarkdownFormat; highlighter?: 'prism' | 'shiki' };
  routes?: Record<string, string>;
  docPath?: string;
  route?: string;
  /** Where the input pretends to live, relative to the case folder. */
  path?: string;
}

// As the build compiles: knowing the components map the page is rendered with.
const replacedTags = new Set(Object.keys(mdxComponents));
let compiler: Compiler;
beforeAll(async () => {
  compiler = await createCompiler({ siteDir: root, replacedTags });
});

describe('markdown golden cases', () => {
  it.each(cases)('%s', async (name) => {
    const dir = join(root, name);
    const input = ['input.md', 'input.mdx'].find((f) => existsSync(join(dir, f)));
    if (!input) throw new Error(`${name}: no input.md or input.mdx`);
    const configFile = join(dir, 'config.json');
    const config = existsSync(configFile) ? (JSON.parse(readFileSync(configFile, 'utf8')) as CaseConfig) : {};
    const { format: _format, ...highlighting } = config.markdown ?? {};
    const caseCompiler =
      config.routes || Object.keys(highlighting).length > 0
        ? await createCompiler({
            siteDir: dir,
            docsDir: join(dir, 'docs'),
            routesByFile: new Map(Object.entries(config.routes ?? {}).map(([f, r]) => [join(dir, f), r])),
            markdown: highlighting,
            replacedTags,
          })
        : compiler;
    const path = join(dir, config.path ?? input);
    const text = readFileSync(join(dir, input), 'utf8');
    const { data: frontmatter } = parseFrontmatter(text, input);
    const format = contentFormat(path, config.markdown?.format ?? 'detect');
    const { html, messages } = await caseCompiler.compile(text, { format, path, frontmatter, id: 'input', docPath: config.docPath, route: config.route, components: mdxComponents });
    const actual = `${html ?? ''}\n`;
    const actualMessages = messages.map((m) => m.replace(`${dir}/`, '')).join('\n');
    const expectedFile = join(dir, 'expected.html');
    const messagesFile = join(dir, 'expected-messages.txt');
    if (update) {
      writeFileSync(expectedFile, actual);
      if (actualMessages) writeFileSync(messagesFile, `${actualMessages}\n`);
      else rmSync(messagesFile, { force: true });
    }
    expect(actual).toBe(readFileSync(expectedFile, 'utf8'));
    expect(actualMessages).toBe(existsSync(messagesFile) ? readFileSync(messagesFile, 'utf8').trimEnd() : '');
  });
});

describe('anchors offered by golden pages', () => {
  it('count heading ids, custom ids, <a id> and JSX ids, as the anchor check reads them', () => {
    const ids = (name: string) => [...collectIds(readFileSync(join(root, name, 'expected.html'), 'utf8'))];
    expect(ids('heading-frontmatter-title')).toEqual(['custom-section', 'legacy-anchor']);
    expect(ids('heading-content-h1-wins')).toEqual(['jsx-anchor', 'second-id']);
  });
});
