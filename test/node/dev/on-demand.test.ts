import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevBundler } from '../../../src/node/dev/bundle.ts';
import { devPageModules } from '../../../src/node/dev/client-bundle.ts';
import { createDevSession, type DevSession } from '../../../src/node/dev/session.ts';
import { makeDevSite, type DevSite } from './helpers/dev-site.ts';

let site: DevSite;
let session: DevSession;

// A React page whose module leaves a mark when it is imported on the server.
const PAGE_MODULE = `(globalThis as { teamPageImports?: number }).teamPageImports = ((globalThis as { teamPageImports?: number }).teamPageImports ?? 0) + 1;
export default function Team() { return <main><h1>Team</h1></main>; }
`;

beforeAll(async () => {
  site = await makeDevSite();
  for (let i = 1; i <= 8; i++) await site.write(`content/docs/more/page-${i}.md`, `# Page ${i}\n\nText of page ${i}.\n`);
  await site.write('content/pages/team.tsx', PAGE_MODULE);
  session = createDevSession({ cwd: site.dir, config: 'docs-build.config.ts' });
});

afterAll(async () => {
  await session?.dispose();
  await site?.dispose();
});

describe('dev renders on demand', () => {
  it('answers a request made before the site is planned, with that page first: none of the others is rendered yet', async () => {
    const starting = session.start();
    // Asked for at once, as a browser waiting on the server does.
    await session.ensure('docs/more/page-8/index.html');
    expect(session.files.get('docs/more/page-8/index.html')).toContain('Text of page 8.');
    const others = ['docs/intro/index.html', 'docs/guide/index.html', ...[1, 2, 3, 4, 5, 6, 7].map((i) => `docs/more/page-${i}/index.html`)];
    expect(others.filter((file) => session.files.get(file) !== undefined)).toEqual([]);
    await starting;
  });

  it('imports a React page module when the page is asked for, not while planning', async () => {
    const imports = () => (globalThis as { teamPageImports?: number }).teamPageImports ?? 0;
    expect(imports()).toBe(0);
    await session.ensure('team/index.html');
    expect(session.files.get('team/index.html')).toContain('<h1>Team</h1>');
    expect(imports()).toBe(1);
  });

  it('names React page modules at the addresses the bundle gives them, before bundling', async () => {
    const pages = [{ file: join(site.dir, 'content/pages/team.tsx'), name: 'team' }];
    const bundler = createDevBundler(site.dir);
    try {
      expect(await bundler.rebuild({ globalData: {} }, pages)).toEqual([]);
      expect(devPageModules(pages.map((p) => ({ ...p, route: '/team', displayPath: '' })))).toEqual(bundler.bundle()!.pageModules);
    } finally {
      await bundler.dispose();
    }
  });
});
