import type { PlannedPage } from '../content-plugins/content-plugin.ts';

export const DEV_CLIENT_URL = '/__docs-build/dev-client.js';
const DEV_CLIENT_TAG = `<script type="module" src="${DEV_CLIENT_URL}"></script>`;

/** The dev server's output, in memory: pages and chunks, the client bundle, and files emitted by compiling. */
export interface OutputFiles {
  /** A page, chunk or bundle file by path below the site root ('docs/a/index.html'). */
  get(relPath: string): string | Uint8Array | undefined;
  /** Files copied by compiling pages (images beside a doc): output path → file on disk. */
  assets: Map<string, string>;
  write(relPath: string, contents: string): void;
  /** Starts an empty set of pages (after a full rebuild), so removed pages disappear. */
  newGeneration(): void;
  /** A page that failed to build keeps serving its output from the generation before. */
  keepPrevious(planned: PlannedPage): void;
  useBundle(files: () => ReadonlyMap<string, Uint8Array>): void;
}

/** Every HTML page gets the live-reload client; the built site never does. */
export function injectDevClient(html: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + DEV_CLIENT_TAG : `${html.slice(0, at)}${DEV_CLIENT_TAG}\n${html.slice(at)}`;
}

export function createOutputFiles(): OutputFiles {
  let pages = new Map<string, string>();
  let previous = new Map<string, string>();
  let bundle: () => ReadonlyMap<string, Uint8Array> = () => new Map();
  return {
    get: (relPath) => pages.get(relPath) ?? bundle().get(relPath),
    assets: new Map(),
    write(relPath, contents) {
      pages.set(relPath, relPath.endsWith('.html') ? injectDevClient(contents) : contents);
    },
    newGeneration() {
      previous = pages;
      pages = new Map();
    },
    keepPrevious(planned) {
      for (const key of [planned.outFile, planned.chunkUrl?.slice(1)]) {
        const kept = key === undefined ? undefined : previous.get(key);
        if (key !== undefined && kept !== undefined && !pages.has(key)) pages.set(key, kept);
      }
    },
    useBundle(files) {
      bundle = files;
    },
  };
}
