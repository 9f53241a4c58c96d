import { describe, expect, it } from 'vitest';
import { createBroadcast } from '../../../src/node/dev/broadcast.ts';
import type { DevEvent } from '../../../src/node/dev/events.ts';
import { createProblemBook, pageProblemKey } from '../../../src/node/dev/problems.ts';
import type { Diagnostic } from '../../../src/node/report/diagnostic.ts';

const broken: Diagnostic = { file: 'content/docs/a.mdx', line: 3, column: 5, message: 'Unexpected end of file', ruleId: 'mdx', severity: 'error' };
const link: Diagnostic = { file: 'content/docs/b.md', line: 1, column: 1, message: 'Broken link to /x', ruleId: 'broken-link', severity: 'warning' };

function setup() {
  const lines: string[] = [];
  const events: DevEvent[] = [];
  const broadcast = createBroadcast();
  broadcast.onEvent((event) => events.push(event));
  const book = createProblemBook((text) => lines.push(text), false, broadcast.emit);
  return { lines, events, broadcast, book };
}

describe('dev problem book', () => {
  it('prints problems once when they change, not on every report', () => {
    const { lines, book } = setup();
    book.set('links', [link]);
    book.report();
    book.report();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('content/docs/b.md:1:1');
  });

  it('shows errors in open pages, and says once that they are fixed', () => {
    const { lines, events, book } = setup();
    book.set(pageProblemKey('/docs/a'), [broken]);
    book.report();
    expect(events).toEqual([{ type: 'error', problems: [expect.objectContaining({ location: 'content/docs/a.mdx:3:5', message: 'Unexpected end of file' })] }]);
    book.set(pageProblemKey('/docs/a'), []);
    book.report();
    book.report();
    expect(events.slice(1)).toEqual([{ type: 'ok' }]);
    expect(lines.at(-1)).toBe('Build problems fixed.');
  });

  it('forgets the problems of pages for a new set of pages, and keeps the others', () => {
    const { book } = setup();
    book.set(pageProblemKey('/docs/a'), [broken]);
    book.set('links', [link]);
    book.clearPages();
    expect({ page: book.has(pageProblemKey('/docs/a')), links: book.has('links'), errors: book.errors() }).toEqual({ page: false, links: true, errors: [] });
  });
});

describe('dev broadcast', () => {
  it('numbers updates, not problem events, so a late page can tell it missed one', () => {
    const { events, broadcast } = setup();
    broadcast.emit({ type: 'error', problems: [] });
    broadcast.emit({ type: 'reload' });
    broadcast.emit({ type: 'content', route: '/docs/a', url: '/__dev/pages/docs/a.json' });
    expect(events.map((e) => ('version' in e ? e.version : undefined))).toEqual([undefined, 1, 2]);
    expect(broadcast.version()).toBe(2);
  });
});
