import { describe, expect, it } from 'vitest';
import { scopeCssModule } from '../../../src/node/bundle/css-modules.ts';

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

  it('leaves out a rule it cannot read and says where it was', () => {
    const { css, classes, warnings } = scopeCssModule('.ok { color: red }\n.broken { color: red;; } }\n.also { color: blue }', 'a.module.css');
    expect(classes.ok).toMatch(/^ok_/);
    expect(css).toContain(classes.ok);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings[0]!.loc.line).toBe(2);
  });
});
