import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../../src/node/server/serve.ts';

export interface FixtureSite {
  dir: string;
  /** A folder beside the site holding a secret that must never be served. */
  outside: string;
  files: Record<string, Buffer>;
  remove(): Promise<void>;
}

export const SECRET = 'top secret outside the site';

const APP_JS = `export function greet(name) {\n  return 'Hello, ' + name;\n}\n`.repeat(60);
const STYLE_CSS = `.button { color: rebeccapurple; padding: 4px 8px; }\n`.repeat(60);
const BIG_HTML = `<!doctype html><title>Big</title>${'<p>Lots of words in this paragraph.</p>\n'.repeat(200)}`;

/** A small built site exercising every rule of the static server. */
export async function makeFixtureSite(): Promise<FixtureSite> {
  const base = await mkdtemp(join(tmpdir(), 'docs-build-serve-'));
  const dir = join(base, 'site');
  const outside = join(base, 'outside');
  const files: Record<string, Buffer> = {
    'index.html': html('Home'),
    '404.html': html('Custom not found page'),
    'page.html': html('A page'),
    'guide.html': html('Guide as a file'),
    'guide/index.html': html('Guide as a folder'),
    'docs/installation/index.html': html('Installation'),
    'docs/big/index.html': Buffer.from(BIG_HTML),
    'assets/app.abc123.js': Buffer.from(APP_JS),
    'assets/app.abc123.js.gz': gzipSync(Buffer.from(APP_JS)),
    'assets/app.abc123.js.br': brotliCompressSync(Buffer.from(APP_JS)),
    'assets/style.def456.css': Buffer.from(STYLE_CSS),
    'archive.tar.gz': gzipSync(Buffer.from('not a sibling of anything')),
    'small.txt': Buffer.from('tiny'),
    'robots.txt': Buffer.from('User-agent: *\n'),
    'data.json': Buffer.from('{"a":1}'),
    'feed.xml': Buffer.from('<feed/>'),
    'logo.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    'image.png': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4000, 7)]),
    'photo.jpg': Buffer.from([0xff, 0xd8, 0xff]),
    'pic.webp': Buffer.from('RIFF'),
    'anim.gif': Buffer.from('GIF89a'),
    'favicon.ico': Buffer.from([0, 0, 1, 0]),
    'font.woff2': Buffer.from('wOF2'),
    'mod.mjs': Buffer.from('export {};'),
    'app.js.map': Buffer.from('{"version":3}'),
    'site.webmanifest': Buffer.from('{"name":"x"}'),
    '.env': Buffer.from('HIDDEN=1'),
    '_redirects': Buffer.from(
      [
        '# Moved pages',
        '/old-page      /page',
        '/temp          /docs/installation   302',
        '/keep          /page                307',
        '/perm          /page                308',
        '/blog/*        /news/:splat         301',
        '/app/*         /index.html          200',
        '/ghost         /nowhere.html        200',
        '/offsite       https://example.invalid/x 302  # absolute targets are fine',
        'not-a-path     /page',
        '',
      ].join('\n'),
    ),
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  await mkdir(outside, { recursive: true });
  await writeFile(join(outside, 'secret.txt'), SECRET);
  await writeFile(join(outside, 'secret.html'), SECRET);
  await symlink(join(outside, 'secret.txt'), join(dir, 'leak.txt'));
  await symlink(join(outside, 'secret.html'), join(dir, 'leak-page.html'));
  await symlink(outside, join(dir, 'leakdir'));
  await symlink(join(dir, 'page.html'), join(dir, 'alias.html'));
  return { dir, outside, files, remove: () => rm(base, { recursive: true, force: true }) };
}

function html(title: string): Buffer {
  return Buffer.from(`<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
}

/** Makes the fixture site and serves it before the file's tests; stops and removes it after them. */
export function serveFixtureSite(receive: (site: FixtureSite, server: StaticServer) => void): void {
  let site: FixtureSite | undefined;
  let server: StaticServer | undefined;
  beforeAll(async () => {
    site = await makeFixtureSite();
    server = await startStaticServer({ dir: site.dir, port: 0 });
    receive(site, server);
  });
  afterAll(async () => {
    await server?.close();
    await site?.remove();
  });
}
