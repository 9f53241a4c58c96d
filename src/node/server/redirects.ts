export type RedirectStatus = 200 | 301 | 302 | 307 | 308;

export interface RedirectRule {
  /** Path without trailing slash; for a splat rule, the prefix before `/*`. */
  from: string;
  splat: boolean;
  to: string;
  status: RedirectStatus;
  line: number;
}

export interface RedirectMatch {
  /** Target with `:splat` filled in and the request's query string kept. */
  location: string;
  status: RedirectStatus;
}

const STATUSES = new Set<number>([200, 301, 302, 307, 308]);

/**
 * Parses a `_redirects` file (`from to [status]` per line, `#` comments).
 * Lines it cannot honour are returned as warnings rather than thrown, so one
 * typo does not take the whole site down.
 */
export function parseRedirects(source: string): { rules: RedirectRule[]; warnings: string[] } {
  const rules: RedirectRule[] = [];
  const warnings: string[] = [];
  source.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    const content = text.replace(/(^|\s)#.*$/, '').trim();
    if (content === '') return;
    // `content` is trimmed and not empty, so the split has a first field.
    const [from = '', to, statusText = '301', ...extra] = content.split(/\s+/);
    const status = Number(statusText.replace(/!$/, ''));
    if (to === undefined) {
      warnings.push(`_redirects:${line}: expected \`from to [status]\``);
      return;
    }
    const problem =
      extra.length > 0 ? 'unexpected text after the status'
      : !from.startsWith('/') ? '`from` must start with /'
      : !STATUSES.has(status) ? `unsupported status ${statusText}`
      : status === 200 && !to.startsWith('/') ? 'a 200 rewrite must point at a path on this site'
      : undefined;
    if (problem) {
      warnings.push(`_redirects:${line}: ${problem}`);
      return;
    }
    const splat = from === '/*' || from.endsWith('/*');
    const prefix = splat ? from.slice(0, -2) : from;
    rules.push({ from: trimSlash(prefix), splat, to, status: status as RedirectStatus, line });
  });
  return { rules, warnings };
}

/** First rule matching `pathname` (as the client spelled it, without query), like Netlify. */
export function matchRedirect(rules: RedirectRule[], pathname: string, search: string): RedirectMatch | null {
  const path = trimSlash(pathname);
  for (const rule of rules) {
    let splatValue: string | undefined;
    if (!rule.splat) {
      if (path !== rule.from) continue;
    } else if (path === rule.from) {
      splatValue = '';
    } else if (path.startsWith(`${rule.from}/`)) {
      splatValue = path.slice(rule.from.length + 1);
    } else {
      continue;
    }
    const target = splatValue === undefined ? rule.to : rule.to.replaceAll(':splat', splatValue);
    const location = search && !target.includes('?') ? target + search : target;
    return { location, status: rule.status };
  }
  return null;
}

/** `/a/` and `/a` match the same rules; the root becomes ''. */
function trimSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}
