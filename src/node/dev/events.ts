import type { IncomingMessage, ServerResponse } from 'node:http';

/** What open pages are told. The browser side is src/client/dev-client.ts. */
export type DevEvent =
  | { type: 'hello'; session: string; version: number }
  | { type: 'content'; route: string; url: string; version?: number }
  | { type: 'reload'; version?: number }
  | { type: 'error'; problems: OverlayProblem[] }
  | { type: 'ok' };

export interface OverlayProblem {
  /** 'file:line:column', or the file alone. */
  location: string;
  message: string;
  frame?: string;
  hint?: string;
}

// Proxies close idle connections; a comment line every so often keeps the stream open.
const HEARTBEAT_MS = 15_000;

export interface EventHub {
  /** Takes over a request as a server-sent-events stream; `greeting` goes to this client only. */
  attach(req: IncomingMessage, res: ServerResponse, greeting: DevEvent[]): void;
  send(event: DevEvent): void;
  clients(): number;
  close(): void;
}

export function createEventHub(): EventHub {
  const streams = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const res of streams) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const frame = (event: DevEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
  return {
    attach(req, res, greeting) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(`retry: 500\n\n${greeting.map(frame).join('')}`);
      streams.add(res);
      req.on('close', () => streams.delete(res));
    },
    send(event) {
      const text = frame(event);
      for (const res of streams) res.write(text);
    },
    clients: () => streams.size,
    close() {
      clearInterval(heartbeat);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
