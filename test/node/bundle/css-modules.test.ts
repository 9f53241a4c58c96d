import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cssModulesPlugin, scopeCssModule } from '../../../src/node/bundle/css-modules.ts';

describe('scopeCssModule', () => {
  it('renames classes in selectors only, the same way for the same file, and leaves :global classes, values and at-rule preludes alone', () => {
    const css = `/* .comment */
.card, .card > .title:hover { background: url(img/card.png); padding: .5em; }
:global(.theme-dark) .card { color: white }
@media (max-width: 600px) { .title { font-size: 0.9rem; } }
@keyframes fade { from { opacity: 0 } to { opacity: 1 } }`;
    const first = scopeCssModule(css, 'src/pages/index.module.css');
    expect(first).toEqual(scopeCssModule(css, 'src/pages/index.module.css'));
    const { card, title } = first.classes;
    expect(card).toMatch(/^card_[0-9a-f]{6}$/);
    expect(title).toBe(`title_${card!.slice(5)}`);
    // Lightning CSS prints the sheet again (one declaration a line, shortest values); esbuild minifies it later.
    const flat = first.css.replace(/\s+/g, ' ');
    expect(flat).toContain(`.${card}, .${card} > .${title}:hover { background: url("img/card.png"); padding: .5em; }`);
    expect(flat).toContain(`.theme-dark .${card} { color: #fff; }`);
    // Written for the oldest target browsers (Safari 16 has no media range syntax).
    expect(flat).toContain(`@media (max-width: 600px) { .${title} { font-size: .9rem; } }`);
    expect(flat).toContain('@keyframes fade {');
    expect(first.css).not.toContain('comment');
    expect(Object.keys(first.classes).sort()).toEqual(['card', 'title']);
    expect(scopeCssModule(css, 'src/pages/other.module.css').classes.card).not.toBe(card);
  });

  it('leaves grid area names as written, as css-loader does under Docusaurus', () => {
    const css = '.grid { display: grid; grid-template-areas: "card1 card2" "card3 ."; }\n.grid > :first-child { grid-area: card1; }\n';
    const { css: out, classes } = scopeCssModule(css, 'src/components/styles.module.css');
    expect(out.replace(/\s+/g, ' ')).toContain(`.${classes.grid} > :first-child { grid-area: card1; }`);
    expect(out).toContain('"card1 card2"');
  });

  it('lists the classes in name order, the same on every call, so the bundle that holds them is the same', () => {
    const names = Array.from({ length: 12 }, (_, i) => `c${i}`);
    const css = names.map((name) => `.${name} { color: red }`).join('\n');
    const orders = new Set(Array.from({ length: 10 }, () => Object.keys(scopeCssModule(css, 'src/a.module.css').classes).join()));
    expect([...orders]).toEqual([[...names].sort().join()]);
  });

  it('throws on CSS it cannot read, with the line and column', () => {
    expect(() => scopeCssModule('.ok { color: red }\n.broken > { color: red; }\n', 'a.module.css')).toThrow(
      expect.objectContaining({ message: 'Invalid dangling combinator in selector', loc: { line: 2, column: 11 } }),
    );
  });

  it('stops the bundle at the line and column of CSS it cannot read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-build-css-modules-'));
    try {
      writeFileSync(join(dir, 'x.module.css'), '.ok { color: red }\n.broken > { color: red; }\n');
      writeFileSync(join(dir, 'entry.js'), "import styles from './x.module.css';\nconsole.log(styles.ok);\n");
      const failure = await esbuild
        .build({ entryPoints: [join(dir, 'entry.js')], bundle: true, write: false, logLevel: 'silent', outdir: join(dir, 'out'), plugins: [cssModulesPlugin(dir)] })
        .then(() => undefined, (error: esbuild.BuildFailure) => error);
      const first = failure?.errors[0];
      expect(first?.text).toBe('Invalid dangling combinator in selector');
      expect(first?.location).toMatchObject({ line: 2, column: 10, lineText: '.broken > { color: red; }' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
