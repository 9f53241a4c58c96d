import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, roomOf } from './import-graph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Every file of the generator, the theme and the launcher, relative to the root. */
function sourceFiles(): string[] {
  return ['src', 'theme', 'bin'].flatMap((folder) =>
    readdirSync(`${root}${folder}`, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(root.length).replaceAll('\\', '/')}/${entry.name}`),
  );
}

const codeFiles = sourceFiles().filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.endsWith('.d.ts'));
const edges = importEdges(root, codeFiles);

/** The four rooms of ARCHITECTURE.md's table; a file outside them (`src/cli.ts`, `bin/`) is its own. */
function topRoom(file: string): string {
  for (const room of ['src/node/', 'src/client/', 'src/shared/', 'theme/', 'bin/']) {
    if (file.startsWith(room)) return room;
  }
  return file;
}

/**
 * The table "The rooms under `src/` and `theme/`" of ARCHITECTURE.md: the room in the first cell, and the rooms it
 * may import in backticks in the third. The test reads the document so the rule and its description cannot drift.
 */
function allowedImports(): Map<string, Set<string>> {
  const text = readFileSync(`${root}ARCHITECTURE.md`, 'utf8');
  const section = text.split('## The rooms under')[1]?.split('\n## ')[0] ?? '';
  const allowed = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const room = /^`([^`]+\/)`$/.exec(cells[1] ?? '')?.[1];
    if (room === undefined) continue;
    const rooms = [...(cells[3] ?? '').matchAll(/`([^`]+\/)`/g)].map((match) => match[1] as string);
    allowed.set(room, new Set(rooms));
  }
  return allowed;
}

describe('the rooms of the code', () => {
  it('finds the imports it judges', () => {
    // A resolver that found nothing would make every rule below pass.
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'src/node/build.ts' }));
  });

  it('has no import cycle that crosses rooms', () => {
    const crossing = cycles(codeFiles, edges)
      .filter((component) => new Set(component.map(roomOf)).size > 1)
      .map((component) => component.join(' → '));
    expect(crossing).toEqual([]);
  });

  it('has no import cycle inside a room either, but for the islands that hold islands', () => {
    // A Tabs island hydrates the islands in a panel it shows, and the island registry loads the Tabs island
    // lazily (a dynamic import): the recursion is the point, and the lazy import keeps it from loading eagerly.
    const known = ['src/client/islands.ts → src/client/islands/tabs.tsx'];
    const all = cycles(codeFiles, edges).map((component) => component.join(' → '));
    expect(all).toEqual(known);
  });

  it('gives every file of src/, theme/ and bin/ a name of its own', () => {
    // Files under theme/docusaurus/ are named after Docusaurus's modules (`@theme/Layout` is
    // theme/docusaurus/Layout.tsx, found by its path), so those names are fixed and left out.
    const byName = new Map<string, string[]>();
    for (const file of sourceFiles()) {
      if (file.startsWith('theme/docusaurus/')) continue;
      const name = basename(file);
      byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const shared = [...byName.values()].filter((files) => files.length > 1);
    expect(shared).toEqual([]);
  });

  it('imports only in the directions ARCHITECTURE.md allows', () => {
    const allowed = allowedImports();
    expect([...allowed.keys()].sort()).toEqual(['src/client/', 'src/node/', 'src/shared/', 'theme/']);
    const against: string[] = [];
    for (const edge of edges) {
      const from = topRoom(edge.from);
      const to = topRoom(edge.to);
      const may = allowed.get(from);
      if (from === to || may === undefined || may.has(to)) continue;
      against.push(`${edge.from}:${edge.line} imports ${edge.to}`);
    }
    expect(against).toEqual([]);
  });
});
