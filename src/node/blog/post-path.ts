// A post's date and slug from where it sits in the blog folder, the way Docusaurus reads them:
// '2021-05-25-launch.md', '2021-05-25-launch/index.md' and '2021/05/25/launch.md' all date the post
// 2021-05-25 and give it the slug '2021/05/25/launch'.

const DATED = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface PostPathFacts {
  /** 'YYYY-MM-DD' from the path, when it carries one. */
  date?: string;
  /** Slug without the blog's route base: '2021/05/25/launch' or 'folder/post'. */
  slug: string;
  /** The file's name part, the title of last resort. */
  name: string;
}

/** `relPath` is relative to the blog folder, with forward slashes. */
export function postPathFacts(relPath: string): PostPathFacts {
  const match = DATED.exec(relPath);
  if (match?.groups) {
    const { folder = '', date = '', text = '' } = match.groups;
    const [y, m, d] = date.split(/[-/]/) as [string, string, string];
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    const slug = `${folder}${date.replace(/-/g, '/')}/${text}`.replace(/\/+$/, '');
    return { date: iso, slug, name: text || iso };
  }
  const slug = relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return { slug, name: slug.split('/').pop() || 'index' };
}

/** A frontmatter `date` (YAML gives a string, a number or a Date), as an ISO string; undefined when unreadable. */
export function frontmatterDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // A bare day is midnight UTC, as Docusaurus reads it, so the day does not move with the build machine's time zone.
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T00:00:00Z` : trimmed);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** 'May 25, 2021', in UTC, in the site's language. */
export function formatPostDate(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  }
}
