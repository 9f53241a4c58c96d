import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { hasClass, type HtmlElement, parsePage, textOf } from '../../helpers/html.ts';

const isAncestor = (ancestor: HtmlElement, element: HtmlElement): boolean => {
  for (let node = element.parent; node; node = node.parent) if (node === ancestor) return true;
  return false;
};
import { REPO } from '../../helpers/cli.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-loaders/', import.meta.url));

let work: string;
let out: string;
let report: BuildReport;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-loaders-'));
  const site = join(work, 'site');
  out = join(work, 'out');
  await cp(FIXTURE, site, { recursive: true });
  // The site's packages: a CommonJS component package, and Sass, which a site brings itself (docs-build has none).
  await mkdir(join(site, 'node_modules'));
  await cp(join(site, 'packages/cjs-widget'), join(site, 'node_modules/cjs-widget'), { recursive: true });
  await symlink(join(REPO, 'node_modules/sass'), join(site, 'node_modules/sass'));
  report = await build({ cwd: site, outDir: out, threads: 1, cache: false });
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

const read = (rel: string) => readFile(join(out, rel), 'utf8');
const byId = async (rel: string, id: string) => parsePage(await read(rel)).all((e) => e.attribs.id === id)[0];
const problems = (severity: 'error' | 'warning') => report.problems.filter((p) => p.severity === severity).map((p) => `${formatLocation(p)}  ${p.message}`);

/** Every style sheet the built home page links, as one text. */
async function linkedCss(): Promise<string> {
  const links = parsePage(await read('index.html')).all((e) => e.name === 'link' && e.attribs.rel === 'stylesheet');
  const sheets = await Promise.all(links.map((l) => read(l.attribs.href!.replace(/^\/base\//, ''))));
  return sheets.join('\n');
}

describe("what Docusaurus's webpack config loads besides code", () => {
  it('builds with no errors and no warning about the Sass plugin or an unknown code language', () => {
    expect(problems('error')).toEqual([]);
    expect(problems('warning').filter((w) => /sass|mdx-code-block/i.test(w))).toEqual([]);
  });

  it('gives require() of an image in MDX its URL under the base URL, and copies the file', async () => {
    const logo = (await byId('docs/intro/index.html', 'static-logo'))?.attribs.src;
    const diagram = (await byId('docs/intro/index.html', 'local-diagram'))?.attribs.src;
    // Named as Docusaurus's file loader names them: the file's MD4 content hash, in assets/images/.
    expect(logo).toBe('/base/assets/images/logo-ead6e9664b10e936f0acf3b7cfd33dc2.png');
    expect(diagram).toBe('/base/assets/images/diagram-cbc0a19255b339766465de929b2a041a.png');
    const copied = await readdir(join(out, 'assets/images'));
    expect(copied).toEqual(expect.arrayContaining([logo!.split('/').pop(), diagram!.split('/').pop()]));
  });

  it('resolves require() on a page that has no import or export', async () => {
    expect((await byId('docs/require-only/index.html', 'required'))?.attribs.src).toBe('/base/assets/images/diagram-cbc0a19255b339766465de929b2a041a.png');
  });

  it('copies a file a Markdown link names beside the page (a PDF) into the build, and links the copy', async () => {
    const link = parsePage(await read('docs/intro/index.html')).all((e) => e.name === 'a' && textOf(e) === 'the plan')[0];
    expect(link?.attribs.href).toBe('/base/assets/files/plan-9338d5a062dd29d6dc50386bd1f9668b.pdf');
    await expect(readFile(join(out, link!.attribs.href!.replace(/^\/base\//, '')), 'utf8')).resolves.toContain('a stand-in');
  });

  it("reads raw-loader (import and require's .default), ?raw and yaml-loader requests", async () => {
    expect(textOf((await byId('docs/intro/index.html', 'raw-import'))!)).toBe('export const answer = 42;');
    expect(textOf((await byId('docs/intro/index.html', 'raw-require'))!)).toBe("console.log('hello from a static example');");
    expect(textOf((await byId('docs/intro/index.html', 'raw-query'))!)).toBe('export const answer = 42;');
    expect(textOf((await byId('docs/intro/index.html', 'yaml'))!)).toBe('Ada speaks en and fr');
    expect(textOf((await byId('index.html', 'page-raw'))!)).toBe('{ "skills": ["sass", "yaml"] }');
  });

  it("highlights a <CodeBlock> of an imported string as a fence: Prism, the site's additionalLanguages, title, line numbers, marked lines", async () => {
    const page = parsePage(await read('docs/intro/index.html'));
    const within = (id: string, test: (e: HtmlElement) => boolean) => page.all((e) => test(e) && page.all((d) => d.attribs.id === id && isAncestor(d, e)).length > 0);
    const figure = within('code-import', (e) => e.name === 'figure')[0]!;
    expect(figure.attribs).toMatchObject({ class: 'code-block code-block--line-numbers', 'data-language': 'js' });
    expect(within('code-import', (e) => e.name === 'figcaption').map(textOf)).toEqual(['snippet.js']);
    expect(within('code-import', (e) => e.name === 'pre')[0]!.attribs.class).toBe('prism-code language-js');
    expect(within('code-import', (e) => hasClass(e, 'token') && hasClass(e, 'number')).map(textOf)).toEqual(['42']);
    // Lua is no language of prism-react-renderer's own: it comes from themeConfig.prism.additionalLanguages.
    expect(within('code-lua', (e) => hasClass(e, 'token') && hasClass(e, 'keyword')).map(textOf)).toEqual(['local']);
    // The metastring's {2} marks the second line, as on a fence.
    expect(within('code-lua', (e) => hasClass(e, 'theme-code-block-highlighted-line')).map(textOf)).toEqual(['print(greeting)']);
  });

  it('renders an mdx-code-block fence as MDX', async () => {
    const block = await byId('docs/intro/index.html', 'from-code-block');
    expect(block?.name).toBe('div');
    expect(parsePage(await read('docs/intro/index.html')).all((e) => e.name === 'strong' && textOf(e) === 'as MDX')).toHaveLength(1);
  });

  it('renders a CommonJS package that requires React and a CSS module, in an MDX doc and in a React page', async () => {
    for (const page of ['docs/intro/index.html', 'index.html']) {
      const widget = await byId(page, 'cjs-widget');
      expect(textOf(widget!)).toBe('from a CommonJS package');
      expect(widget?.attribs.class).toMatch(/^widget_[0-9a-f]{6}$/);
    }
    const css = await linkedCss();
    expect(css).toContain(`.${(await byId('index.html', 'cjs-widget'))!.attribs.class}{font-weight:700}`);
  });

  it("gives the browser the CSS modules of the components an MDX doc imports, with the server render's class names", async () => {
    const intro = parsePage(await read('docs/intro/index.html'));
    const card = intro.all((e) => /^card_/.test(e.attribs.class ?? ''))[0]?.attribs.class;
    const heading = intro.all((e) => e.name === 'h2' && /^heading_/.test(e.attribs.class ?? ''))[0]?.attribs.class;
    expect(card).toMatch(/^card_[0-9a-f]{6}$/);
    expect(heading).toMatch(/^heading_[0-9a-f]{6}$/);
    const css = await linkedCss();
    expect(css).toContain(`.${card}{border:1px solid #639}`);
    expect(css).toContain(`.${heading}{color:#c0ffee}`);
  });

  it('compiles Sass (customCss and a *.module.scss of a React page) with the class names the style sheets have', async () => {
    const css = await linkedCss();
    expect(css).toContain('--ifm-color-primary: #25c2a0');
    expect(css).toContain('.sass-nested .inner{color:#25c2a0}');
    const main = parsePage(await read('index.html')).all((e) => e.name === 'main' && /^main_/.test(e.attribs.class ?? ''))[0];
    expect(main?.attribs.class).toMatch(/^main_[0-9a-f]{6}$/);
    expect(css).toContain(`.${main!.attribs.class}{padding:2rem}`);
  });

  it("addresses an image a React page imports under the base URL in the server's HTML, as the client does", async () => {
    const src = (await byId('index.html', 'page-logo'))?.attribs.src;
    expect(src).toMatch(/^\/base\/assets\/asset-logo-\w+\.png$/);
    await expect(readFile(join(out, src!.replace(/^\/base\//, '')))).resolves.toBeDefined();
  });

  it('reads JSON data a React page imports', async () => {
    expect(textOf((await byId('index.html', 'skills'))!)).toBe('sass, yaml');
  });

  it('leaves an absolute url() pointing at the static file under the base URL, and emits a relative one', async () => {
    const css = await linkedCss();
    expect(css).toContain('url(/base/fonts/Body-Regular.ttf)');
    const hero = /url\("?(\/base\/assets\/asset-hero-[\w-]+\.png)"?\)/.exec(css)?.[1];
    expect(hero).toBeDefined();
    await expect(readFile(join(out, hero!.replace(/^\/base\//, '')))).resolves.toBeDefined();
    await expect(readFile(join(out, 'fonts/Body-Regular.ttf'))).resolves.toBeDefined();
  });
});
