import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postAuthors, readAuthorsMap } from '../../../src/node/blog/authors.ts';
import { postTags, readTagsFile } from '../../../src/node/blog/tags.ts';

const dir = mkdtempSync(join(tmpdir(), 'docs-build-blog-authors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const where = { file: 'blog/post.md', line: 3 };

describe('the authors map', () => {
  const file = write(
    'authors.yml',
    ['alice:', '  name: Alice', '  title: Maintainer', '  image_url: /img/a.png', '  page: true', 'bob:', '  name: Bob', '  email: bob@example.org', 'carol:', '  name: Carol', '  page:', '    permalink: /carol-s', ''].join('\n'),
  );
  const { authors, problems } = readAuthorsMap(file, dir, '/blog/authors');

  it('reads every author, with a page only for those that ask for one', () => {
    expect(problems).toEqual([]);
    expect(authors.get('alice')).toEqual({ key: 'alice', name: 'Alice', title: 'Maintainer', imageUrl: '/img/a.png', page: '/blog/authors/alice' });
    expect(authors.get('bob')).toEqual({ key: 'bob', name: 'Bob', email: 'bob@example.org', url: 'mailto:bob@example.org' });
    expect(authors.get('carol')?.page).toBe('/blog/authors/carol-s');
  });

  it('resolves keys, lists of keys, inline authors and overrides', () => {
    expect(postAuthors({ authors: 'alice' }, authors, where).authors.map((a) => a.name)).toEqual(['Alice']);
    const mixed = postAuthors({ authors: ['bob', { name: 'Dan', url: 'https://dan.example' }, { key: 'alice', title: 'Guest' }] }, authors, where);
    expect(mixed.problems).toEqual([]);
    expect(mixed.authors).toEqual([authors.get('bob'), { name: 'Dan', url: 'https://dan.example' }, { ...authors.get('alice'), title: 'Guest' }]);
  });

  it('reads the single-author keys of older posts', () => {
    expect(postAuthors({ author: 'Eve', author_title: 'Editor', author_url: 'https://eve.example' }, authors, where).authors).toEqual([{ name: 'Eve', title: 'Editor', url: 'https://eve.example' }]);
  });

  it('reports an unknown key at the frontmatter line, naming the known ones', () => {
    const { authors: found, problems: reported } = postAuthors({ authors: ['alcie'] }, authors, where);
    expect(found).toEqual([]);
    expect(reported).toEqual([
      expect.objectContaining({ file: 'blog/post.md', line: 3, severity: 'error', message: "Blog author with key 'alcie' is not in the authors map.", hint: expect.stringContaining('Known authors: alice, bob, carol') }),
    ]);
  });

  it('reports an unreadable map at its path', () => {
    const bad = write('bad-authors.yml', 'alice: [unclosed\n');
    expect(readAuthorsMap(bad, dir, '/blog/authors').problems).toEqual([expect.objectContaining({ file: 'bad-authors.yml', severity: 'error', ruleId: 'blog-authors' })]);
  });
});

describe('tags', () => {
  const file = write('tags.yml', ['release:', '  label: Release', '  description: New versions.', 'docs:', '  permalink: /documentation', 'community:', ''].join('\n'));
  const { tags: tagsFile } = readTagsFile(file, dir, '/blog/tags');

  it('reads predefined tags with their defaults', () => {
    expect(tagsFile?.get('release')).toEqual({ label: 'Release', permalink: '/blog/tags/release', description: 'New versions.' });
    expect(tagsFile?.get('docs')).toEqual({ label: 'Docs', permalink: '/blog/tags/documentation' });
    expect(tagsFile?.get('community')).toEqual({ label: 'Community', permalink: '/blog/tags/community' });
  });

  it('resolves keys and inline tags, and warns of inline tags when there is a tags file', () => {
    const { tags, problems } = postTags(['release', 'Big News', { label: 'Custom', permalink: '/my-tag' }], tagsFile, '/blog/tags', 'warn', where);
    expect(tags).toEqual([tagsFile!.get('release'), { label: 'Big News', permalink: '/blog/tags/big-news' }, { label: 'Custom', permalink: '/blog/tags/my-tag' }]);
    expect(problems).toEqual([expect.objectContaining({ line: 3, severity: 'warning', message: "Tags not defined in the tags file: 'Big News', 'Custom'." })]);
    expect(postTags(['Big News'], tagsFile, '/blog/tags', 'throw', where).problems[0]?.severity).toBe('error');
    expect(postTags(['Big News'], tagsFile, '/blog/tags', 'ignore', where).problems).toEqual([]);
  });

  it('takes inline tags silently without a tags file', () => {
    const { tags, problems } = postTags(['Jest 27'], undefined, '/blog/tags', 'warn', where);
    expect(tags).toEqual([{ label: 'Jest 27', permalink: '/blog/tags/jest-27' }]);
    expect(problems).toEqual([]);
  });
});
