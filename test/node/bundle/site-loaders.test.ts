import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { siteLoaderPlugins } from '../../../src/node/bundle/site-loaders.ts';
import { prepareSource } from '../../../src/node/markdown/preprocess.ts';
import { REPO } from '../../helpers/cli.ts';
import { siteFolders } from '../../helpers/site-folders.ts';

const site = siteFolders('docs-build-loaders-unit-');

/** Bundles `entry` for the client as the site build does, and gives the first error, or the output texts. */
async function bundle(root: string, entry: string, target: 'client' | 'server' = 'client') {
  try {
    const result = await esbuild.build({
      entryPoints: [join(root, entry)],
      bundle: true,
      write: false,
      logLevel: 'silent',
      outdir: join(root, 'out'),
      format: 'esm',
      plugins: siteLoaderPlugins(target, { root, baseUrl: '/docs/', staticDir: join(root, 'static') }),
    });
    return { outputs: result.outputFiles.map((f) => f.text).join('\n') };
  } catch (error) {
    return { error: (error as esbuild.BuildFailure).errors[0] };
  }
}

describe('site loaders: what fails, and where', () => {
  it('fails an absolute url() found neither in the static folder nor in the site, at the url()', async () => {
    const root = site({ 'static/img/there.png': 'png', 'style.css': '.a { background: url(/img/there.png) }\n.b { background: url(/img/gone.png) }\n' });
    const { error } = await bundle(root, 'style.css');
    expect(error?.text).toBe('url(/img/gone.png) names no file: it was looked for in the static folder (static/img/gone.png) and in the site folder. Add the file there, or correct the path.');
    expect(error?.location).toMatchObject({ line: 2, lineText: '.b { background: url(/img/gone.png) }' });
  });

  it('keeps a static url() as it is on the server, where style sheets are not written', async () => {
    const root = site({ 'style.css': '.b { background: url(/img/gone.png) }\n', 'entry.js': "import './style.css';\n" });
    const { outputs, error } = await bundle(root, 'entry.js', 'server');
    expect(error).toBeUndefined();
    expect(outputs).toContain('url(/docs/img/gone.png)');
  });

  it('names the package to install when the site has Sass files and no Sass compiler', async () => {
    const root = site({ 'src/theme.scss': '$c: red;\na { color: $c; }\n' });
    const { error } = await bundle(root, 'src/theme.scss');
    expect(error?.text).toBe(
      "src/theme.scss is Sass, and the site has no Sass compiler: install the package 'sass' in the site (npm install --save-dev sass), as docusaurus-plugin-sass needs it too.",
    );
    expect(error?.location?.file).toContain('theme.scss');
  });

  it('reports a Sass error at its line and column in the Sass file', async () => {
    const root = site({ 'src/theme.scss': 'a {\n  color: $missing;\n}\n' });
    mkdirSync(join(root, 'node_modules'));
    symlinkSync(join(REPO, 'node_modules/sass'), join(root, 'node_modules/sass'));
    const { error } = await bundle(root, 'src/theme.scss');
    expect(error?.text).toBe('Undefined variable.');
    expect(error?.location).toMatchObject({ line: 2, column: 9 });
  });

  it('fails an inline webpack loader docs-build does not read, naming it', async () => {
    const root = site({ 'entry.js': "import x from '!!svg-inline-loader!./x.svg';\nconsole.log(x);\n", 'x.svg': '<svg/>' });
    const { error } = await bundle(root, 'entry.js');
    expect(error?.text).toContain("docs-build does not run the webpack loader 'svg-inline-loader'");
    expect(error?.location).toMatchObject({ line: 1 });
  });
});

describe('mdx-code-block fences', () => {
  it('are MDX: the fence lines become blank lines, and a code block inside stays one', () => {
    const source = ['````mdx-code-block', '<Tabs>', '```js', 'x', '```', '</Tabs>', '````', '```js', '```mdx-code-block', '```'].join('\n');
    // Inside another code block, the words are only code.
    expect(prepareSource(source, 'mdx').split('\n')).toEqual(['', '<Tabs>', '```js', 'x', '```', '</Tabs>', '', '```js', '```mdx-code-block', '```']);
  });

  it('stay code in CommonMark (.md with markdown.format detect)', () => {
    expect(prepareSource('```mdx-code-block\n<b>x</b>\n```', 'md')).toBe('```mdx-code-block\n<b>x</b>\n```');
  });
});
