import { STATUS_CODES } from 'node:http';
import { createLimiter, type Limiter } from '../limiter.ts';

export interface ExternalCheckOptions {
  concurrency: number;
  /** Requests in flight per host, so one slow or strict host is not hammered. */
  perHost: number;
  timeoutMs: number;
  /** Extra attempts after a network error, timeout, 429 or 5xx. */
  retries: number;
  /** First pause before a retry; doubles each time. */
  retryDelayMs?: number;
}

export interface LinkStatus {
  ok: boolean;
  status: number;
  reason: string;
}

/** Checks each URL once (HEAD, GET where HEAD is refused), with limits, timeout and retries. */
export async function checkExternalLinks(urls: Iterable<string>, options: ExternalCheckOptions): Promise<Map<string, LinkStatus>> {
  const global = createLimiter(options.concurrency);
  const hosts = new Map<string, Limiter>();
  const slotFor = (url: string): Limiter => {
    const host = new URL(url).host;
    let perHost = hosts.get(host);
    if (!perHost) {
      perHost = createLimiter(options.perHost);
      hosts.set(host, perHost);
    }
    return perHost;
  };
  const results = new Map<string, LinkStatus>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      // Take the host slot first, so waiting for a busy host holds no global slot;
      // slots are taken per attempt, so nothing is held while backing off.
      const attempt = () => slotFor(url)(() => global(() => probe(url, options.timeoutMs)));
      results.set(url, await withRetries(attempt, options));
    }),
  );
  return results;
}

async function withRetries(attempt: () => Promise<LinkStatus>, options: ExternalCheckOptions): Promise<LinkStatus> {
  const delay = options.retryDelayMs ?? 250;
  let result = await attempt();
  for (let retry = 0; retry < options.retries && isTransient(result); retry++) {
    await new Promise((wake) => setTimeout(wake, delay * 2 ** retry));
    result = await attempt();
  }
  return result;
}

async function probe(url: string, timeoutMs: number): Promise<LinkStatus> {
  try {
    let status = await request(url, 'HEAD', timeoutMs);
    // Many servers answer HEAD wrongly (404, 403, 405, 501) while GET works.
    if ((status >= 400 && status < 500 && status !== 429) || status === 501) status = await request(url, 'GET', timeoutMs);
    const ok = status >= 200 && status < 400;
    return { ok, status, reason: STATUS_CODES[status] ?? `HTTP ${status}` };
  } catch (error) {
    return { ok: false, status: 0, reason: describeFailure(error, timeoutMs) };
  }
}

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<number> {
  const response = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
  // Only the status matters; dropping the body frees the connection at once.
  await response.body?.cancel();
  return response.status;
}

function isTransient(result: LinkStatus): boolean {
  return result.status === 0 || result.status === 429 || result.status >= 500;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `timeout after ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}
