import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlgoliaSearchClient, validateAlgoliaConfig } from '../../../theme/search/algolia-client.ts';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: { requests: Array<Record<string, unknown>> };
}

interface FakeAlgolia {
  origin: string;
  requests: RecordedRequest[];
  server: Server;
}

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback server speaking Algolia's multi-query protocol; `status` lets it play a failing host. */
async function fakeAlgolia(options: { status?: number; hang?: boolean } = {}): Promise<FakeAlgolia> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = JSON.parse(raw || '{"requests":[]}') as RecordedRequest['body'];
      requests.push({ method: request.method ?? '', path: decodeURIComponent(url.pathname), query: url.searchParams, headers: request.headers, body });
      if (options.hang) return;
      if (options.status) {
        response.writeHead(options.status).end('{"message":"unavailable"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          results: body.requests.map((searchRequest) => ({
            hits: [{ objectID: '1', url: '/docs/installation', type: 'lvl1', hierarchy: { lvl0: 'Docs', lvl1: 'Installation' }, content: null }],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: searchRequest.hitsPerPage,
            query: searchRequest.query,
            params: '',
            index: searchRequest.indexName,
            queryID: 'abc123',
            processingTimeMS: 1,
          })),
        }),
      );
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

/** An address where nothing listens: connections are refused. */
async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** The call DocSearch 3.9 makes on its search client. */
function docSearchCall(query: string) {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    requests: [
      {
        query,
        indexName: 'docs',
        attributesToRetrieve: ['hierarchy.lvl0', ...levels.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
        attributesToSnippet: [...levels.map((level) => `hierarchy.${level}:10`), 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:en'],
      },
    ],
  };
}

describe('createAlgoliaSearchClient', () => {
  it('POSTs the multi-query with credentials in the query string', async () => {
    const algolia = await fakeAlgolia();
    const client = createAlgoliaSearchClient({ appId: 'APPID', apiKey: 'search-key', hosts: [algolia.origin] });
    const response = await client.search(docSearchCall('install'));

    expect(algolia.requests).toHaveLength(1);
    const request = algolia.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/1/indexes/*/queries');
    expect(request.query.get('x-algolia-application-id')).toBe('APPID');
    expect(request.query.get('x-algolia-api-key')).toBe('search-key');
    expect(request.query.get('x-algolia-agent')).toMatch(/^Algolia for JavaScript \(5\.\d+\.\d+\); Lite/);
    expect(request.headers['x-algolia-api-key']).toBeUndefined();
    // text/plain keeps the browser request "simple": no CORS preflight.
    expect(request.headers['content-type']).toBe('text/plain');
    expect(request.body).toEqual(docSearchCall('install'));

    const result = (response as { results: Array<{ hits: unknown[]; nbHits: number; queryID: string }> }).results[0]!;
    expect(result.nbHits).toBe(1);
    expect(result.queryID).toBe('abc123');
  });

  it('answers a repeated query from memory', async () => {
    const algolia = await fakeAlgolia();
    const client = createAlgoliaSearchClient({ appId: 'APPID', apiKey: 'KEY', hosts: [algolia.origin] });
    await client.search(docSearchCall('install'));
    await client.search(docSearchCall('install'));
    expect(algolia.requests).toHaveLength(1);
  });

  it('falls back to the next host when the first refuses connections', async () => {
    const algolia = await fakeAlgolia();
    const client = createAlgoliaSearchClient({ appId: 'APPID', apiKey: 'KEY', hosts: [await closedOrigin(), algolia.origin] });
    const response = await client.search(docSearchCall('backup'));
    expect((response as { results: unknown[] }).results).toHaveLength(1);
    expect(algolia.requests).toHaveLength(1);
  });

  it('avoids a failed host for 2 minutes, then tries it again', async () => {
    const failing = await fakeAlgolia({ status: 503 });
    const healthy = await fakeAlgolia();
    const client = createAlgoliaSearchClient({ appId: 'APPID', apiKey: 'KEY', hosts: [failing.origin, healthy.origin] });
    await client.search(docSearchCall('one'));
    await client.search(docSearchCall('two'));
    expect([failing.requests.length, healthy.requests.length]).toEqual([1, 2]);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * 60 * 1000 + 1);
    await client.search(docSearchCall('three'));
    expect([failing.requests.length, healthy.requests.length]).toEqual([2, 3]);
  });

  it('gives up on a host that does not answer within the 1 s connect timeout', async () => {
    const silent = await fakeAlgolia({ hang: true });
    const healthy = await fakeAlgolia();
    const client = createAlgoliaSearchClient({ appId: 'APPID', apiKey: 'KEY', hosts: [silent.origin, healthy.origin] });
    const started = Date.now();
    await client.search(docSearchCall('slow'));
    const elapsed = Date.now() - started;
    expect(silent.requests).toHaveLength(1);
    expect(healthy.requests).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(1900);
  });

  it('rejects with a RetryError when every host is down', async () => {
    const client = createAlgoliaSearchClient({ appId: 'APPID', apiKey: 'KEY', hosts: [await closedOrigin(), await closedOrigin()] });
    await expect(client.search(docSearchCall('anything'))).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('refuses missing credentials with the spec messages', () => {
    expect(() => createAlgoliaSearchClient({ appId: '', apiKey: 'KEY' })).toThrow('`appId` is missing.');
    expect(() => createAlgoliaSearchClient({ appId: 'APPID', apiKey: '' })).toThrow('`apiKey` is missing.');
  });
});

describe('validateAlgoliaConfig', () => {
  it('names the first missing credential', () => {
    expect(validateAlgoliaConfig({ apiKey: 'KEY', indexName: 'docs' })).toBe('`appId` is missing.');
    expect(validateAlgoliaConfig({ appId: 'APPID', indexName: 'docs' })).toBe('`apiKey` is missing.');
    expect(validateAlgoliaConfig({ appId: '', apiKey: '' })).toBe('`appId` is missing.');
    expect(validateAlgoliaConfig({ appId: 'APPID', apiKey: 'KEY', indexName: 'docs' })).toBeNull();
  });
});
