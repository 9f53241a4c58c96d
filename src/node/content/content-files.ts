import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../report/diagnostic.ts';

export interface ContentFileQuery {
  /** fast-glob patterns of the files wanted, relative to the folder. */
  patterns: string[];
  /** fast-glob patterns of what to leave out. */
  ignore: string[];
  /** Folder names never looked into (the same folders `ignore` leaves out), so no link inside them is followed. */
  skipFolder: (name: string) => boolean;
  /**
   * What becomes of the files, for the warnings: 'published' (content: each file a page; a link out of the site is
   * a warning, as it publishes files from elsewhere) or 'copied' (static files, dot files included; a link out of the
   * site is how a site shares files, so it is followed without a word). Default 'published'.
   */
  use?: 'published' | 'copied';
}

/** Folders no content is read from: hidden ones, packages, and those starting with '_' (partials, drafts). */
export const skipContentFolder = (name: string): boolean => name.startsWith('_') || name.startsWith('.') || name === 'node_modules';

interface Tree {
  /** Path of the tree's top inside the content folder, '' for the folder itself. */
  at: string;
  /** Its real path. */
  real: string;
  /** Real folders below it that were already read elsewhere, relative to `real`. */
  pruned: string[];
}

/**
 * The files under `dir` that match `query`, as paths inside `dir`, with
 * symlinks followed the way a site can rely on.
 *
 * fast-glob follows every symlink: one that leads back to a folder above it
 * repeats the content until the path grows too long, and two such links
 * repeat it 2^40 times (a build that never ended). Here every real folder is
 * read once, found by its real path: first the folder's own tree without
 * following any link, then each symlinked folder in turn, whose tree gets the
 * link's path. A link to a folder that holds it, or to one already read, is
 * skipped with a warning naming it; a link leading out of the site is
 * followed (a docs folder shared between sites) with a warning naming it and
 * where it leads, so content from elsewhere is never published unannounced.
 * A symlinked file is read through its link, as one more file.
 */
export function findContentFiles(dir: string, root: string, query: ContentFileQuery): { files: string[]; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const use = query.use ?? 'published';
  const ruleId = use === 'published' ? 'content-symlink' : 'static-symlink';
  const siteReal = realOrSelf(root);
  const top = realOrSelf(dir);
  const readAt = new Map<string, string>();
  // Where each link is inside the content folder (`at`) and on disk (`path`).
  const links: Array<{ at: string; path: string }> = [];
  const trees: Tree[] = [];
  const warn = (path: string, message: string, hint: string) =>
    problems.push({ file: relative(root, path) || path, message, ruleId, severity: 'warning', hint });
  const warnBroken = (path: string, error: unknown) =>
    warn(
      path,
      (error as NodeJS.ErrnoException).code === 'ELOOP' ? 'This symlink leads to itself in a loop; it was skipped.' : 'This symlink leads to nothing; it was skipped.',
      'Remove the link, or point it at an existing file or folder.',
    );

  // Reads one real tree without following links; the links in it are queued, folders read before are left out.
  const readTree = (at: string, real: string) => {
    const tree: Tree = { at, real, pruned: [] };
    trees.push(tree);
    const stack = [real];
    readAt.set(real, at);
    while (stack.length > 0) {
      const folder = stack.pop()!;
      let entries: Dirent[];
      try {
        entries = readdirSync(folder, { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (query.skipFolder(entry.name)) continue;
        const path = join(folder, entry.name);
        const inside = join(at, relative(real, path));
        if (entry.isSymbolicLink()) links.push({ at: inside, path });
        else if (entry.isDirectory()) {
          if (readAt.has(path)) tree.pruned.push(relative(real, path));
          else {
            readAt.set(path, inside);
            stack.push(path);
          }
        }
      }
    }
  };

  readTree('', top);
  // Breadth first: a folder is published where it is, or else at the shortest path that leads to it.
  for (let i = 0; i < links.length; i++) {
    const link = links[i]!;
    let target: string;
    try {
      target = realpathSync(link.path);
      if (!statSync(target).isDirectory()) continue;
    } catch (error) {
      warnBroken(join(dir, link.at), error);
      continue;
    }
    const holder = realOrSelf(join(link.path, '..'));
    if (holder === target || holder.startsWith(target + sep)) {
      warn(join(dir, link.at), 'This symlink leads back to a folder it is in; the files below it were skipped, as they would repeat without end.', 'Remove the link, or point it at a folder outside the one that holds it.');
      continue;
    }
    const earlier = readAt.get(target);
    if (earlier !== undefined) {
      warn(
        join(dir, link.at),
        `This symlink leads to a folder whose files are already ${use}${earlier ? ` (as ${earlier.split(sep).join('/')})` : ''}; it was skipped, so each file ${use === 'published' ? 'has one page' : 'is copied once'}.`,
        'Remove the link, or link the files it should add one by one.',
      );
      continue;
    }
    if (use === 'published' && target !== siteReal && !target.startsWith(siteReal + sep)) {
      warn(join(dir, link.at), `This symlink leads out of the site, to ${target}; the files there are published as if they were in this folder.`, 'Keep the link if that is what you want; otherwise remove it or copy the files into the site.');
    }
    readTree(link.at, target);
  }

  const files: string[] = [];
  for (const tree of trees) {
    const ignore = [...query.ignore, ...tree.pruned.map((p) => `${p.split(sep).join('/')}/**`)];
    // Links are not followed here: the trees above are every folder to read, each once.
    for (const { path: found, dirent } of fg.sync(query.patterns, { cwd: tree.real, ignore, dot: use === 'copied', followSymbolicLinks: false, onlyFiles: false, objectMode: true })) {
      const inside = tree.at ? `${tree.at.split(sep).join('/')}/${found}` : found;
      if (dirent.isFile()) {
        files.push(inside);
        continue;
      }
      // A folder whose name matches the pattern is no file; only a symlink needs a closer look.
      if (!dirent.isSymbolicLink()) continue;
      const path = join(tree.real, found);
      let real: string;
      try {
        real = realpathSync(path);
        if (!statSync(real).isFile()) continue;
      } catch {
        // Named once already, with the links to folders.
        continue;
      }
      if (use === 'published' && real !== siteReal && !real.startsWith(siteReal + sep)) {
        warn(join(dir, inside), `This symlink leads out of the site, to ${real}; that file is published as if it were here.`, 'Keep the link if that is what you want; otherwise remove it or copy the file into the site.');
      }
      files.push(inside);
    }
  }
  return { files, problems };
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
