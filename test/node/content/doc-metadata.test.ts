import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/doc-metadata/', import.meta.url));

describe("MDX's metadata in a built doc", () => {
  let base: string;
  let report: BuildReport;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'docs-build-doc-metadata-'));
    report = await build({ config: join(FIXTURE, 'docs-build.config.ts'), outDir: join(base, 'build'), cache: false, threads: 1 });
  }, 120_000);

  afterAll(async () => {
    if (base) await rm(base, { recursive: true, force: true });
  });

  it("holds Docusaurus's documented doc fields, previous and next from the sidebar", () => {
    // Fixture files not yet committed have no git history: a warning, and frontmatter gives the last update anyway.
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const html = readFileSync(join(base, 'build/docs/guide/meta/index.html'), 'utf8');
    const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ''));
    expect(items).toEqual([
      'id: guide/meta',
      'title: All about metadata',
      'description: What a doc knows of itself.',
      'source: @site/content/docs/guide/meta.mdx',
      'sourceDirName: guide',
      'slug: /guide/meta',
      'permalink: /docs/guide/meta',
      'draft: false, unlisted: false',
      'editUrl: https://example.org/edit/main/content/docs/guide/meta.mdx',
      'tags: Alpha /docs/tags/alpha, Beta Tag /docs/tags/beta',
      'version: current',
      `lastUpdatedAt: ${Date.parse('2024-01-02T00:00:00Z')}, lastUpdatedBy: Ann`,
      'sidebarPosition: 2',
      'frontMatter.custom: 7',
      'previous: The first doc /docs/first',
      'next: Last one /docs/last',
    ]);
  });
});
