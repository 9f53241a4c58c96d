import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** http.request, so no Accept-Encoding is added and nothing is decompressed behind our back. */
export function get(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const url = new URL(base);
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** Sends the request target byte for byte over a socket, so no client library can normalise it. */
export function rawGet(port: number, target: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      done({ status: Number(head.split(' ')[1]), head, body: text.slice(split + 4) });
    });
  });
}
