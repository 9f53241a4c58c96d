import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLastUpdates } from '../../../src/node/content/last-update.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

function commit(cwd: string, author: string, date: string, message: string) {
  execFileSync('git', ['add', '-A'], { cwd });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=a@example.org', 'commit', '-qm', message], {
    cwd,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

describe('readLastUpdates', () => {
  it("gives each file its newest commit's time and author, from one git log over a folder below the repository root", async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-build-git-'));
    const docs = join(dir, 'docs');
    await mkdir(join(docs, 'guides'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    await writeFile(join(docs, 'intro.md'), '# Intro\n');
    await writeFile(join(docs, 'guides/setup.md'), '# Setup\n');
    await writeFile(join(dir, 'outside.md'), '# Outside\n');
    commit(dir, 'Ada', '2024-01-02T10:00:00Z', 'first');
    await writeFile(join(docs, 'guides/setup.md'), '# Setup, again\n');
    commit(dir, 'Grace Hopper', '2024-03-04T10:00:00Z', 'second');

    const updates = await readLastUpdates(docs);
    expect(updates.problem).toBeUndefined();
    expect(Object.fromEntries([...updates.files].map(([file, u]) => [file.slice(docs.length + 1), u]))).toEqual({
      'intro.md': { timestamp: Date.parse('2024-01-02T10:00:00Z') / 1000, author: 'Ada' },
      'guides/setup.md': { timestamp: Date.parse('2024-03-04T10:00:00Z') / 1000, author: 'Grace Hopper' },
    });
  });

  it('reports a folder outside any repository as a reason, without throwing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'docs-build-nogit-'));
    const updates = await readLastUpdates(dir);
    expect(updates.files.size).toBe(0);
    expect(updates.problem).toMatch(/not a git repository/);
  });
});
