import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { installShutdownHandlers, startStaticServer } from '../../../src/node/server/serve.ts';
import { makeFixtureSite, type FixtureSite } from './helpers/fixture-site.ts';
import { get } from './helpers/http.ts';

const BIG_BYTES = 16 * 1024 * 1024;
let site: FixtureSite;

beforeAll(async () => {
  site = await makeFixtureSite();
  await writeFile(join(site.dir, 'big.bin'), randomBytes(BIG_BYTES));
});
afterAll(() => site?.remove());

describe('close()', () => {
  it('drops idle keep-alive sockets instead of waiting for their timeout', async () => {
    const server = await startStaticServer({ dir: site.dir, port: 0 });
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((done, fail) => {
      request(`${server.url}/page`, { agent }, (res) => res.resume().on('end', done)).on('error', fail).end();
    });
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(1000);
    agent.destroy();
  });

  it('finishes a response in flight, then refuses new connections', async () => {
    const server = await startStaticServer({ dir: site.dir, port: 0 });
    let received = 0;
    let closed = false;
    let closedWhilePaused: boolean | undefined;
    const body = new Promise<number>((done, fail) => {
      request(`${server.url}/big.bin`, { agent: false }, (res) => {
        res.once('data', (chunk: Buffer) => {
          received += chunk.length;
          res.pause();
          // Ask for shutdown while most of the file is still to be sent.
          const closing = server.close().then(() => {
            closed = true;
          });
          setTimeout(() => {
            closedWhilePaused = closed;
            res.on('data', (more: Buffer) => (received += more.length));
            res.on('end', () => closing.then(() => done(received)));
            res.resume();
          }, 300);
        });
      })
        .on('error', fail)
        .end();
    });
    expect(await body).toBe(BIG_BYTES);
    expect(closedWhilePaused).toBe(false);
    expect(closed).toBe(true);
    await expect(get(server.url, '/page')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('can be called twice', async () => {
    const server = await startStaticServer({ dir: site.dir, port: 0 });
    await Promise.all([server.close(), server.close()]);
    await expect(server.close()).resolves.toBeUndefined();
  });

  it('reports a port that is already taken', async () => {
    const first = await startStaticServer({ dir: site.dir, port: 0 });
    try {
      await expect(startStaticServer({ dir: site.dir, port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});

describe('installShutdownHandlers', () => {
  it('closes once on the first signal, then exits 0', async () => {
    const close = vi.fn(() => Promise.resolve());
    const exit = vi.fn();
    const before = process.listenerCount('SIGTERM');
    const uninstall = installShutdownHandlers(close, exit);
    try {
      expect(process.listenerCount('SIGTERM')).toBe(before + 1);
      process.emit('SIGTERM', 'SIGTERM');
      process.emit('SIGINT', 'SIGINT');
      await vi.waitFor(() => expect(exit).toHaveBeenCalled());
      expect(close).toHaveBeenCalledTimes(1);
      expect(exit).toHaveBeenCalledTimes(1);
      expect(exit).toHaveBeenCalledWith(0);
    } finally {
      uninstall();
    }
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });

  it('exits 1 when closing fails', async () => {
    const exit = vi.fn();
    const uninstall = installShutdownHandlers(() => Promise.reject(new Error('stuck')), exit);
    try {
      process.emit('SIGINT', 'SIGINT');
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    } finally {
      uninstall();
    }
  });
});
