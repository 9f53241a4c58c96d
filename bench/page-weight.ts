import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  jsGzip: number;
  cssGzip: number;
  jsFiles: string[];
}

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * JS and CSS a page loads before any interaction: its scripts, module
 * preloads, and every module they import statically (lazy imports excluded).
 */
export function pageWeight(buildDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(join(buildDir, htmlFile), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const queue = scripts.filter((s) => s.startsWith('/'));
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = join(buildDir, url);
    if (!existsSync(file) || !url.endsWith('.js')) continue;
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import"./x.js"`, `from"./x.js"` or `from"/assets/x.js"`; dynamic import() is lazy.
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|from)\s*"(\.?\/[^"]+\.js)"/g)) {
      queue.push(new URL(m[1]!, `http://x${url}`).pathname);
    }
  }
  const jsFiles = [...seen].filter((u) => existsSync(join(buildDir, u)));
  return {
    jsGzip: jsFiles.reduce((n, u) => n + gz(join(buildDir, u)), 0),
    cssGzip: styles.reduce((n, u) => n + gz(join(buildDir, u)), 0),
    jsFiles,
  };
}
