import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevEvent } from '../../../src/node/dev/events.ts';
import { createDevSession, type DevSession } from '../../../src/node/dev/session.ts';
import { makeDevSite, type DevSite } from './helpers/dev-site.ts';

// An author's saves come before the pages dev renders in the background: after an edit, the background waits a
// second (the scheduler's editQuietMs), so the next save finds the main thread free; a save that changes nothing
// renders nothing.

let site: DevSite;
let session: DevSession;
const log: string[] = [];
const events: DevEvent[] = [];
const OTHERS = [1, 2, 3, 4, 5, 6, 7].map((i) => `docs/more/page-${i}/index.html`);
const page8 = (words: string) => `# Page 8\n\n${words}\n`;

beforeAll(async () => {
  site = await makeDevSite();
  for (let i = 1; i <= 8; i++) await site.write(`content/docs/more/page-${i}.md`, i === 8 ? page8('First words.') : `# Page ${i}\n\nText of page ${i}.\n`);
  session = createDevSession({ cwd: site.dir, config: 'docs-build.config.ts', log: (line) => log.push(line) });
  session.onEvent((event) => events.push(event));
});

afterAll(async () => {
  await session?.dispose();
  await site?.dispose();
});

const rendered = () => OTHERS.filter((file) => session.files.get(file) !== undefined);
const updates = () => log.filter((line) => line.startsWith('updated /docs/more/page-8 '));
const change = (relPath: string) => session.apply([{ event: 'change', path: join(site.dir, relPath) }]);

describe('edits in dev', () => {
  it('keep the background renders waiting for a second after an edit, then let them finish', async () => {
    await session.start();
    // Saved before the page is asked for, and applied right after it is served: the request leaves the background
    // 200 ms of quiet, which the edit, coming within a few milliseconds, lengthens.
    await site.write('content/docs/more/page-8.md', page8('Edited words.'));
    await session.ensure('docs/more/page-8/index.html');
    expect(session.files.get('docs/more/page-8/index.html')).toContain('First words.');
    await change('content/docs/more/page-8.md');
    expect(session.files.get('docs/more/page-8/index.html')).toContain('Edited words.');
    // Timers fire late, never early: half a second after the edit, the background has not started.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(rendered()).toEqual([]);
    await session.settled();
    expect(rendered()).toEqual(OTHERS);
  });

  it('render nothing for a save that leaves the text as it was', async () => {
    const counts = () => ({ updates: updates().length, content: events.filter((event) => event.type === 'content').length });
    const before = counts();
    await change('content/docs/more/page-8.md');
    expect(counts()).toEqual(before);
    // A save that changes the text still renders, and tells the open pages.
    await site.write('content/docs/more/page-8.md', page8('Edited again.'));
    await change('content/docs/more/page-8.md');
    expect(counts()).toEqual({ updates: before.updates + 1, content: before.content + 1 });
  });

  it('clear broken frontmatter when a save brings back the text the page was rendered from', async () => {
    await site.write('content/docs/more/page-8.md', `---\ntitle: [unclosed\n---\n\n${page8('Edited again.')}`);
    await change('content/docs/more/page-8.md');
    expect(session.greeting().some((event) => event.type === 'error')).toBe(true);
    await site.write('content/docs/more/page-8.md', page8('Edited again.'));
    await change('content/docs/more/page-8.md');
    expect(session.greeting().some((event) => event.type === 'error')).toBe(false);
  });
});
