import { isIP } from 'node:net';

/**
 * Which `Host` headers the dev server answers. A page on another site can
 * point a domain of its own at 127.0.0.1 (DNS rebinding) and then read the
 * dev server as if it were that site; such a request still names that domain
 * in `Host`. IP addresses, `localhost` (and its subdomains) and the host the
 * server was told to listen on are accepted, plus `allowed`; `true` accepts
 * any host.
 */
export function createHostCheck(listenHost: string, allowed: readonly string[] | true = []): (header: string | undefined) => boolean {
  if (allowed === true) return () => true;
  const names = new Set([listenHost, ...allowed].map((name) => name.toLowerCase().replace(/^\[|\]$/g, '')));
  return (header) => {
    // Without a Host header (HTTP/1.0) no browser is involved.
    if (header === undefined) return true;
    const hostname = hostnameOf(header);
    if (hostname === null) return false;
    if (isIP(hostname) !== 0) return true;
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
    return names.has(hostname) || [...names].some((name) => name.startsWith('.') && hostname.endsWith(name));
  };
}

function hostnameOf(header: string): string | null {
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1] ?? null;
  const plain = /^([^:]+)(?::\d+)?$/.exec(value);
  return plain?.[1]?.replace(/\.$/, '') ?? null;
}
