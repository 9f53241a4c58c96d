import { describe, expect, it } from 'vitest';
import { collectPageRefs } from '../../../src/node/crawl/page-refs.ts';

const BASE = 'http://127.0.0.1:4000/docs/guide';

describe('collectPageRefs', () => {
  it('classifies each reference by the tag that makes it', () => {
    const { refs } = collectPageRefs(
      `<link rel="stylesheet" href="/a.css"><link rel="icon" href="/favicon.ico">
       <link rel="preconnect" href="https://fonts.example.invalid"><link rel="modulepreload" href="/m.js">
       <script src="app.js"></script><a href="other#part">x</a><area href="/map">
       <img src="pic.png" srcset="pic-2x.png 2x, pic-3x.png 3x">
       <picture><source srcset="/wide.webp"></picture>
       <video poster="/poster.jpg"><source src="/clip.mp4"></video><iframe src="/embed"></iframe>
       <a href="mailto:x@example.invalid">m</a><a href="javascript:void 0">j</a><img src="data:image/png;base64,AA">`,
      BASE,
    );
    expect(refs).toEqual([
      { url: 'http://127.0.0.1:4000/a.css', kind: 'style' },
      { url: 'http://127.0.0.1:4000/favicon.ico', kind: 'image' },
      { url: 'http://127.0.0.1:4000/m.js', kind: 'other' },
      { url: 'http://127.0.0.1:4000/docs/app.js', kind: 'script' },
      { url: 'http://127.0.0.1:4000/docs/other#part', kind: 'link' },
      { url: 'http://127.0.0.1:4000/map', kind: 'link' },
      { url: 'http://127.0.0.1:4000/docs/pic.png', kind: 'image' },
      { url: 'http://127.0.0.1:4000/docs/pic-2x.png', kind: 'image' },
      { url: 'http://127.0.0.1:4000/docs/pic-3x.png', kind: 'image' },
      { url: 'http://127.0.0.1:4000/wide.webp', kind: 'image' },
      { url: 'http://127.0.0.1:4000/poster.jpg', kind: 'image' },
      { url: 'http://127.0.0.1:4000/clip.mp4', kind: 'other' },
      { url: 'http://127.0.0.1:4000/embed', kind: 'other' },
    ]);
  });

  it('resolves against <base href> and decodes entities', () => {
    const { refs } = collectPageRefs('<base href="/root/"><a href="x?a=1&amp;b=2">x</a>', BASE);
    expect(refs).toEqual([{ url: 'http://127.0.0.1:4000/root/x?a=1&b=2', kind: 'link' }]);
  });

  it('collects ids and anchor names as fragment targets', () => {
    const { ids } = collectPageRefs('<h2 id="install">I</h2><a name="legacy"></a><div name="not-an-anchor"></div>', BASE);
    expect([...ids]).toEqual(['install', 'legacy']);
  });
});
