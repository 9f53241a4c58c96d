import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkSite, type BrokenLink, type CheckReport } from '../../../src/node/crawl/site-check.ts';
import { formatReport } from '../../../src/node/crawl/report-format.ts';

/** Stands in for another website: the only "external" host a test may talk to. */
interface FakeHost {
  server: Server;
  origin: string;
  hits: Map<string, number>;
  inFlight: number;
  maxInFlight: number;
}

let base: string;
let site: string;
let host: FakeHost;

async function startFakeHost(): Promise<FakeHost> {
  const state = { hits: new Map<string, number>(), inFlight: 0, maxInFlight: 0 };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const count = (state.hits.get(url) ?? 0) + 1;
    state.hits.set(url, count);
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    // Counted until the exchange ends, whether answered or abandoned by the client.
    res.on('close', () => state.inFlight--);
    const reply = (status: number) => {
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(req.method === 'HEAD' ? undefined : 'x');
    };
    if (url === '/ok') reply(200);
    else if (url === '/missing') reply(404);
    else if (url === '/flaky') reply(count <= 2 ? 503 : 200);
    else if (url.startsWith('/slow')) setTimeout(() => reply(200), 120);
    else if (url !== '/hang') reply(404); // `/hang` never answers
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(state, { server, origin: `http://127.0.0.1:${port}` });
}

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

async function writeSite(dir: string, external: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': page(
      'Home',
      `<h1 id="local">Home</h1>
       <a href="/good">good</a>
       <a href="/guide#install">install section</a>
       <a href="/guide#nope">missing section</a>
       <a href="#local">self</a>
       <a href="#absent">self, missing</a>
       <a href="#top">top</a>
       <a href="/missing-page">broken link</a>
       <a href="mailto:team@example.invalid">mail</a>
       <img src="/img/logo.png" alt=""><img src="/img/missing.png" alt="">
       <script src="/assets/app.js"></script><script src="/assets/missing.js"></script>
       <a href="${external}/ok">external ok</a>`,
      '<link rel="stylesheet" href="/assets/site.css"><link rel="stylesheet" href="/assets/missing.css">',
    ),
    'good/index.html': page(
      'Good',
      `<a href="/">home</a> <a href="/guide#install">install</a> <a href="/guide/#legacy">legacy</a>
       <a href="../page.html">page via .html</a> <img src="/img/logo.png" alt="">`,
    ),
    'guide/index.html': page('Guide', '<h2 id="install">Install</h2><a name="legacy"></a><p>text</p>'),
    'page.html': page('Page', '<a href="/query?a=1&amp;b=2">query with ampersand</a>'),
    'external.html': page(
      'External',
      [
        `<a href="${external}/ok">ok</a>`,
        `<a href="${external}/missing">missing</a>`,
        `<a href="${external}/flaky">flaky</a>`,
        `<a href="${external}/hang">hang</a>`,
        ...[1, 2, 3, 4, 5, 6].map((n) => `<a href="${external}/slow${n}">slow ${n}</a>`),
        `<img src="${external}/missing-image.png" alt="">`,
      ].join('\n'),
    ),
    '404.html': page('Not found', '<p>Not found</p>'),
    'img/logo.png': 'PNG',
    'assets/app.js': 'console.log(1)',
    'assets/site.css': 'body{}',
  };
  files['index.html'] = files['index.html']!.replace('</body>', '<a href="/external">external page</a></body>');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

const find = (report: CheckReport, url: string) => report.broken.filter((link) => link.url === url);

beforeAll(async () => {
  host = await startFakeHost();
  base = await mkdtemp(join(tmpdir(), 'docs-build-check-'));
  site = join(base, 'site');
  await writeSite(site, host.origin);
});
afterAll(async () => {
  host?.server.closeAllConnections();
  await new Promise((done) => host?.server.close(done));
  await rm(base, { recursive: true, force: true });
});

describe('checkSite without external links', () => {
  let report: CheckReport;
  beforeAll(async () => {
    host.hits.clear();
    report = await checkSite({ dir: site, timeoutMs: 2000 });
  });

  it.each<[string, Omit<BrokenLink, 'url'>]>([
    ['/missing-page', { page: '/', status: 404, reason: 'Not Found', kind: 'link' }],
    ['/img/missing.png', { page: '/', status: 404, reason: 'Not Found', kind: 'image' }],
    ['/assets/missing.js', { page: '/', status: 404, reason: 'Not Found', kind: 'script' }],
    ['/assets/missing.css', { page: '/', status: 404, reason: 'Not Found', kind: 'style' }],
    ['/guide#nope', { page: '/', status: 200, reason: 'missing anchor #nope', kind: 'anchor' }],
    ['/#absent', { page: '/', status: 200, reason: 'missing anchor #absent', kind: 'anchor' }],
    ['/query?a=1&b=2', { page: '/page', status: 404, reason: 'Not Found', kind: 'link' }],
  ])('reports %s', (url, expected) => {
    expect(find(report, url)).toEqual([{ url, ...expected }]);
  });

  it('reports nothing else: good pages, assets and anchors pass', () => {
    expect(report.broken).toHaveLength(7);
    const urls = report.broken.map((link) => link.url);
    for (const good of ['/good', '/guide#install', '/guide/#legacy', '/#local', '/#top', '/img/logo.png', '/assets/app.js', '/assets/site.css']) {
      expect(urls).not.toContain(good);
    }
    expect(report.broken.some((link) => link.page.startsWith('/good'))).toBe(false);
  });

  it('counts pages once each and the links it checked', () => {
    // The 404 page is an HTML file of the output, so its links are checked too.
    expect(report.pagePaths).toEqual(['/', '/404', '/external', '/good', '/guide', '/page']);
    expect(report.pages).toBe(6);
    expect(report.links).toBeGreaterThanOrEqual(15);
  });

  it('renders in every report format', () => {
    expect(formatReport(report, 'text')).toContain('/  →  /missing-page  (404 Not Found)\n');
    expect(JSON.parse(formatReport(report, 'json')).broken).toEqual(report.broken);
    expect(formatReport(report, 'junit')).toContain('<testcase classname="docs-build check" name="/good"/>');
  });

  it('never contacts other origins', () => {
    expect([...host.hits.keys()]).toEqual([]);
    expect(report.broken.some((link) => link.url.startsWith(host.origin))).toBe(false);
  });
});

describe('checkSite with external links', () => {
  let report: CheckReport;
  beforeAll(async () => {
    host.hits.clear();
    host.maxInFlight = 0;
    report = await checkSite({ dir: site, external: true, retries: 2, timeoutMs: 400 });
  }, 30_000);

  it('reports broken external links with their kind', () => {
    expect(find(report, `${host.origin}/missing`)).toEqual([
      { page: '/external', url: `${host.origin}/missing`, status: 404, reason: 'Not Found', kind: 'link' },
    ]);
    expect(find(report, `${host.origin}/missing-image.png`)).toMatchObject([{ kind: 'image', status: 404 }]);
  });

  it('retries transient failures until they pass', () => {
    expect(find(report, `${host.origin}/flaky`)).toEqual([]);
    expect(host.hits.get('/flaky')).toBe(3);
  });

  it('gives up on a host that does not answer in time', () => {
    expect(find(report, `${host.origin}/hang`)).toEqual([
      { page: '/external', url: `${host.origin}/hang`, status: 0, reason: 'timeout after 400 ms', kind: 'link' },
    ]);
    expect(host.hits.get('/hang')).toBe(3);
  });

  it('requests each external URL once however many pages link to it', () => {
    expect(host.hits.get('/ok')).toBe(1);
    expect(find(report, `${host.origin}/ok`)).toEqual([]);
  });

  it('keeps at most two requests in flight per host', () => {
    expect(host.maxInFlight).toBe(2);
  });

  it('still reports the internal problems', () => {
    expect(find(report, '/missing-page')).toHaveLength(1);
    expect(find(report, '/guide#nope')).toHaveLength(1);
  });
});

describe('checkSite with external links and no retries', () => {
  it('reports a transient failure it was not allowed to retry', async () => {
    host.hits.clear();
    const report = await checkSite({ dir: site, external: true, retries: 0, timeoutMs: 300 });
    expect(find(report, `${host.origin}/flaky`)).toEqual([
      { page: '/external', url: `${host.origin}/flaky`, status: 503, reason: 'Service Unavailable', kind: 'link' },
    ]);
    expect(host.hits.get('/flaky')).toBe(1);
  }, 30_000);
});
