import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parse } from 'yaml';
import type { BlogAuthorData } from '../../shared/blog-types.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { kebabCase } from './kebab-case.ts';

/** The authors map (`authors.yml` or `.json`): key → author, with the author's page route when it asks for one. */
export type AuthorsMap = Map<string, BlogAuthorData>;

interface AuthorFields {
  name?: unknown;
  title?: unknown;
  url?: unknown;
  image_url?: unknown;
  imageURL?: unknown;
  email?: unknown;
  page?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function authorFrom(fields: AuthorFields, key?: string): BlogAuthorData {
  const author: BlogAuthorData = { name: text(fields.name) ?? key ?? '' };
  if (key) author.key = key;
  const title = text(fields.title);
  const url = text(fields.url);
  const imageUrl = text(fields.image_url) ?? text(fields.imageURL);
  const email = text(fields.email);
  if (title) author.title = title;
  if (url) author.url = url;
  else if (email) author.url = `mailto:${email}`;
  if (imageUrl) author.imageUrl = imageUrl;
  if (email) author.email = email;
  return author;
}

/** Reads the authors map; a missing file is an empty map, an unreadable one a problem at its path. */
export function readAuthorsMap(file: string, root: string, authorsBase: string): { authors: AuthorsMap; problems: Diagnostic[] } {
  const authors: AuthorsMap = new Map();
  if (!existsSync(file)) return { authors, problems: [] };
  const display = relative(root, file);
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { authors, problems: [{ file: display, message: `The authors map could not be read: ${(error as Error).message.split('\n')[0]}`, ruleId: 'blog-authors', severity: 'error', hint: 'Fix the YAML: each author is a key with name, title, url, image_url, email, page.' }] };
  }
  if (data === null || data === undefined) return { authors, problems: [] };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { authors, problems: [{ file: display, line: 1, column: 1, message: 'The authors map must map author keys to authors.', ruleId: 'blog-authors', severity: 'error', hint: 'Write one `key:` per author, with name, title, url, image_url under it.' }] };
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const fields = (value && typeof value === 'object' ? value : {}) as AuthorFields;
    const author = authorFrom(fields, key);
    const page = fields.page;
    // Author pages are opt-in, as in Docusaurus: `page: true`, or `page: { permalink: 'custom' }`.
    if (page === true) author.page = `${authorsBase}/${kebabCase(key)}`;
    else if (page && typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string') {
      author.page = `${authorsBase}/${(page as { permalink: string }).permalink.replace(/^\/+|\/+$/g, '')}`;
    }
    authors.set(key, author);
  }
  return { authors, problems: [] };
}

/**
 * A post's authors from its frontmatter: `authors` as a key, a list of keys or inline authors
 * (`{ name, title, url, image_url }`, or `{ key, title }` to override a mapped author's fields), or the older
 * single `author`, `author_title`, `author_url`, `author_image_url` keys. An unknown key is reported.
 */
export function postAuthors(frontmatter: Record<string, unknown>, authors: AuthorsMap, where: { file: string; line: number }): { authors: BlogAuthorData[]; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const list: BlogAuthorData[] = [];
  const byKey = (key: string): BlogAuthorData | undefined => {
    const found = authors.get(key);
    if (!found) {
      const known = [...authors.keys()];
      problems.push({
        file: where.file,
        line: where.line,
        column: 1,
        message: `Blog author with key '${key}' is not in the authors map.`,
        ruleId: 'blog-authors',
        severity: 'error',
        hint: known.length > 0 ? `Known authors: ${known.join(', ')}. Add '${key}' to the authors map, or write the author inline as { name: … }.` : `Add '${key}' to the blog's authors.yml, or write the author inline as { name: … }.`,
      });
    }
    return found;
  };
  const raw = frontmatter.authors;
  const entries = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      const found = byKey(entry);
      if (found) list.push(found);
    } else if (entry && typeof entry === 'object') {
      const fields = entry as AuthorFields & { key?: unknown };
      if (typeof fields.key === 'string') {
        const found = byKey(fields.key);
        if (found) list.push({ ...found, ...withoutEmpty(authorFrom({ ...fields, name: fields.name ?? found.name })), key: found.key!, ...(found.page ? { page: found.page } : {}) });
      } else list.push(authorFrom(fields));
    }
  }
  const legacyName = text(frontmatter.author);
  if (list.length === 0 && legacyName) {
    list.push(
      authorFrom({
        name: legacyName,
        title: frontmatter.author_title ?? frontmatter.authorTitle,
        url: frontmatter.author_url ?? frontmatter.authorURL,
        image_url: frontmatter.author_image_url ?? frontmatter.authorImageURL,
      }),
    );
  }
  return { authors: list.filter((a) => a.name !== '' || a.imageUrl), problems };
}

function withoutEmpty(author: BlogAuthorData): Partial<BlogAuthorData> {
  return Object.fromEntries(Object.entries(author).filter(([, v]) => v !== undefined && v !== '')) as Partial<BlogAuthorData>;
}
