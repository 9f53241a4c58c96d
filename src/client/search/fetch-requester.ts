// An Algolia requester on top of `fetch`, which both browsers and Node 20
// have, so the same client code runs in the page and in tests. It reports
// timeouts and network failures the way the transporter expects them, which
// is what drives its host fallback.

import type { liteClient } from 'algoliasearch/lite';

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;
export type Requester = NonNullable<ClientOptions['requester']>;
type EndRequest = Parameters<Requester['send']>[0];
type RequesterResponse = Awaited<ReturnType<Requester['send']>>;

export function createFetchRequester(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Requester {
  return {
    async send(request: EndRequest): Promise<RequesterResponse> {
      const controller = new AbortController();
      let timeoutMessage: string | null = null;
      const startTimer = (ms: number, message: string) =>
        setTimeout(() => {
          timeoutMessage = message;
          controller.abort();
        }, ms);
      // Like the XHR requester: the connect timeout runs until the response
      // headers arrive, then the response timeout covers the body.
      let timer = startTimer(request.connectTimeout, 'Connection timeout');
      try {
        const response = await fetchImpl(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.data as BodyInit | undefined,
          signal: controller.signal,
        });
        clearTimeout(timer);
        timer = startTimer(request.responseTimeout, 'Socket timeout');
        const content = await response.text();
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          headers[name.toLowerCase()] = value;
        });
        return { status: response.status, content, headers, isTimedOut: false };
      } catch (error) {
        if (timeoutMessage !== null) return { status: 0, content: timeoutMessage, isTimedOut: true };
        return { status: 0, content: error instanceof Error ? error.message : 'Network request failed', isTimedOut: false };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
