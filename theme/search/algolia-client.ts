// The hosted search client: algoliasearch's lite client with DocSearch's
// transport settings (credentials in the query string, in-memory caches that
// really remember failed hosts). Requests go through the client's own
// requester: XMLHttpRequest in the browser build, node:http in Node's.

import { liteClient, type LiteClient } from 'algoliasearch/lite';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
type Cache = NonNullable<ClientOptions['hostsCache']>;
type Host = NonNullable<ClientOptions['hosts']>[number];

export interface AlgoliaSearchClientOptions {
  appId: string;
  apiKey: string;
  /**
   * Replaces Algolia's hosts, in order of preference: 'search.example.com'
   * (https) or 'http://127.0.0.1:54321' for a local proxy or a test server.
   */
  hosts?: string[];
}

/** The spec's limits: connect 1 s, read 2 s, write 30 s. */
export const ALGOLIA_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 };

/** The message DocSearch and algoliasearch raise for missing credentials, or null when the config can search. */
export function validateAlgoliaConfig(search: { appId?: string; apiKey?: string; indexName?: string }): string | null {
  if (!search.appId) return '`appId` is missing.';
  if (!search.apiKey) return '`apiKey` is missing.';
  return null;
}

function toHost(host: string): Host {
  const [, protocol, url] = /^(https?):\/\/(.+?)\/?$/.exec(host) ?? [];
  return protocol && url
    ? { url, protocol: protocol as 'http' | 'https', accept: 'readWrite' }
    : { url: host, protocol: 'https', accept: 'readWrite' };
}

/**
 * algoliasearch 5 stores a failed host under a key that includes its new
 * status and timestamp, then looks hosts up by their plain description, so
 * its default caches never find the failure and every request retries the
 * dead host first. Keying on protocol and address restores the intended
 * "avoid for 2 minutes" (the transporter's EXPIRATION_DELAY). Values are
 * kept as they are: the transporter calls methods on them.
 */
function createMemoryCache(keyOf: (key: unknown) => string, copies = false): Cache {
  const entries = new Map<string, unknown>();
  return {
    get<T>(key: unknown, defaultValue: () => Promise<T>, events?: { miss: (value: T) => Promise<unknown> }): Promise<T> {
      const id = keyOf(key);
      if (entries.has(id)) {
        const stored = entries.get(id);
        return Promise.resolve((copies ? JSON.parse(stored as string) : stored) as T);
      }
      const value = defaultValue();
      return value.then((resolved) => events?.miss(resolved)).then(() => value);
    },
    set<T>(key: unknown, value: T): Promise<T> {
      entries.set(keyOf(key), copies ? JSON.stringify(value) : value);
      return Promise.resolve(value);
    },
    delete(key: unknown): Promise<void> {
      entries.delete(keyOf(key));
      return Promise.resolve();
    },
    clear(): Promise<void> {
      entries.clear();
      return Promise.resolve();
    },
  };
}

function hostKey(key: unknown): string {
  const host = key as Partial<Host>;
  return `${host.protocol}://${host.url}${host.port === undefined ? '' : `:${host.port}`}`;
}

export function createAlgoliaSearchClient(options: AlgoliaSearchClientOptions): LiteClient {
  const { appId, apiKey, hosts } = options;
  return liteClient(appId, apiKey, {
    ...(hosts && hosts.length > 0 ? { hosts: hosts.map(toHost) } : {}),
    timeouts: ALGOLIA_TIMEOUTS,
    // Query-string credentials keep the request "simple" in CORS terms: no preflight.
    authMode: 'WithinQueryParameters',
    hostsCache: createMemoryCache(hostKey),
    // Identical searches (typing then deleting a letter) are answered from memory,
    // and identical searches in flight share one request.
    // Copies, so a caller that edits its hits cannot change a later answer.
    responsesCache: createMemoryCache((key) => JSON.stringify(key), true),
    requestsCache: createMemoryCache((key) => JSON.stringify(key)),
  });
}
