import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentSource } from '../../../src/node/content/content-source.ts';
import { createCodeOptions } from '../../../src/node/markdown/code-options.ts';
import { configSchema } from '../../../src/node/config/schema.ts';
import { createContentProcessors, type ContentProcessors } from '../../../src/node/markdown/processor.ts';
import { compileAhead } from '../../../src/node/render/compile-ahead.ts';
import type { Renderer } from '../../../src/node/render/page-context.ts';

function source(name: string, format: ContentSource['format'] = 'mdx'): ContentSource {
  return { plugin: 'docs', file: `/site/content/docs/${name}.mdx`, displayPath: `content/docs/${name}.mdx`, route: `/docs/${name}`, format, source: `# ${name}\n\nText of ${name}.`, frontmatter: {} };
}

describe('compiling pages while the client is bundled', () => {
  let processors: ContentProcessors;
  beforeAll(async () => {
    processors = createContentProcessors({ code: await createCodeOptions(configSchema.shape.markdown.parse(undefined), '/site'), references: { routesByFile: new Map(), staticDir: '/site/static' }, emoji: true });
  });

  it('compiles every content page in order and skips React pages', async () => {
    const parse = vi.spyOn(processors.mdx, 'parse');
    const sources = [source('one'), source('home', 'tsx'), source('two'), source('three')];
    const ahead = compileAhead(Promise.resolve({ processors, components: {}, imports: { root: '.' } } satisfies Renderer), sources);
    // Time is not what is tested: on a loaded machine compiling can take longer than waitFor's default second.
    await vi.waitFor(() => expect(parse).toHaveBeenCalledTimes(3), { timeout: 30_000 });
    const compiled = await ahead.stop();
    expect([...compiled.keys()]).toEqual(['/site/content/docs/one.mdx', '/site/content/docs/two.mdx', '/site/content/docs/three.mdx']);
    expect(compiled.get('/site/content/docs/two.mdx')?.hast?.type).toBe('root');
    expect(compiled.get('/site/content/docs/two.mdx')?.file.data.title).toBe('two');
    parse.mockRestore();
  });

  it('lets I/O through between pages, as esbuild needs while it bundles', async () => {
    const parse = vi.spyOn(processors.mdx, 'parse');
    const sources = Array.from({ length: 20 }, (_, i) => source(`page-${i}`));
    const ahead = compileAhead(Promise.resolve({ processors, components: {}, imports: { root: '.' } } satisfies Renderer), sources);
    // A timer callback stands in for esbuild's reply: it must not wait for all twenty pages.
    const callsWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(parse.mock.calls.length), 0));
    expect(callsWhenTimerRan).toBeLessThan(20);
    await ahead.stop();
    parse.mockRestore();
  });

  it('holds at most 64 compiled pages, however long the bundle takes', async () => {
    const parse = vi.spyOn(processors.mdx, 'parse');
    const sources = Array.from({ length: 70 }, (_, i) => source(`page-${i}`));
    const ahead = compileAhead(Promise.resolve({ processors, components: {}, imports: { root: '.' } } satisfies Renderer), sources);
    // Time is not what is tested: on a loaded machine compiling can take longer than waitFor's default second.
    await vi.waitFor(() => expect(parse).toHaveBeenCalledTimes(64), { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const compiled = await ahead.stop();
    expect(compiled.size).toBe(64);
    expect(parse).toHaveBeenCalledTimes(64);
    parse.mockRestore();
  });

  it('compiles nothing once stopped, and gives back only finished pages', async () => {
    let ready!: (renderer: Renderer) => void;
    const renderer = new Promise<Renderer>((resolve) => (ready = resolve));
    const parse = vi.spyOn(processors.mdx, 'parse');
    const ahead = compileAhead(renderer, [source('one'), source('two')]);
    const stopped = ahead.stop();
    ready({ processors, components: {}, imports: { root: '.' } });
    expect((await stopped).size).toBe(0);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('leaves a compiler that failed to start to whoever renders', async () => {
    const renderer = Promise.reject(new Error('components module broken'));
    renderer.catch(() => undefined);
    expect((await compileAhead(renderer, [source('one')]).stop()).size).toBe(0);
  });
});
