import { describe, expect, it } from 'vitest';
import { defaultNumberPrefixParser, numberPrefixParserOf } from '../../../src/node/content/number-prefix.ts';
import { docIdFromPath, docRoute, docSidebarPosition, normaliseRoute, pageRoute } from '../../../src/node/content/routes.ts';

describe('docIdFromPath', () => {
  it('is the path inside the docs folder without extension', () => {
    expect(docIdFromPath('installation')).toBe('installation');
    expect(docIdFromPath('addons/tdm/resources')).toBe('addons/tdm/resources');
  });

  it('replaces only the last segment with the `id` frontmatter', () => {
    expect(docIdFromPath('addons/tdm/resources', { id: 'links' })).toBe('addons/tdm/links');
    expect(docIdFromPath('intro', { id: 'welcome' })).toBe('welcome');
  });
});

describe('docRoute', () => {
  it('puts the doc path under the route base path', () => {
    expect(docRoute('docs', 'installation', {})).toBe('/docs/installation');
    expect(docRoute('docs', 'addons/remote-backup/basic-config', {})).toBe('/docs/addons/remote-backup/basic-config');
  });

  it('tolerates slashes around the route base path', () => {
    expect(docRoute('/guides/', 'a/b', {})).toBe('/guides/a/b');
  });

  it('uses an absolute slug as the whole path below the base', () => {
    expect(docRoute('docs', 'addons/tdm/basic-config', { slug: '/tdm' })).toBe('/docs/tdm');
  });

  it('resolves a relative slug against the doc folder', () => {
    expect(docRoute('docs', 'addons/tdm/basic-config', { slug: 'setup' })).toBe('/docs/addons/tdm/setup');
    expect(docRoute('docs', 'top', { slug: 'renamed' })).toBe('/docs/renamed');
  });

  it('uses the `id` override as the last path segment', () => {
    expect(docRoute('docs', 'addons/tdm/resources', { id: 'links' })).toBe('/docs/addons/tdm/links');
  });

  it('maps an index doc to its folder', () => {
    expect(docRoute('docs', 'addons/index', {})).toBe('/docs/addons');
    expect(docRoute('docs', 'index', {})).toBe('/docs');
  });

  it('serves docs at the root when the base path is empty or /', () => {
    expect(docRoute('/', 'intro', {})).toBe('/intro');
    expect(docRoute('', 'index', {})).toBe('/');
  });
});

describe('pageRoute', () => {
  it('maps page files to clean routes', () => {
    expect(pageRoute('index.tsx')).toBe('/');
    expect(pageRoute('markdown-page.md')).toBe('/markdown-page');
    expect(pageRoute('about/team.mdx')).toBe('/about/team');
    expect(pageRoute('about/index.md')).toBe('/about');
  });

  it('uses a slug, with or without its leading slash', () => {
    expect(pageRoute('x.md', '/elsewhere')).toBe('/elsewhere');
    expect(pageRoute('x.md', 'elsewhere/')).toBe('/elsewhere');
  });
});

describe('normaliseRoute', () => {
  it('collapses slashes and drops the trailing one', () => {
    expect(normaliseRoute('//docs///a/')).toBe('/docs/a');
    expect(normaliseRoute('/')).toBe('/');
    expect(normaliseRoute('')).toBe('/');
  });
});

describe('index docs', () => {
  it('index, README and a file named after its folder take the folder route, as in Docusaurus', () => {
    expect(docRoute('docs', 'guide/index', {})).toBe('/docs/guide');
    expect(docRoute('docs', 'guide/README', {})).toBe('/docs/guide');
    expect(docRoute('docs', 'guide/readme', {})).toBe('/docs/guide');
    expect(docRoute('docs', 'guide/Guide', {})).toBe('/docs/guide');
    expect(docRoute('docs', 'README', {})).toBe('/docs');
    expect(docRoute('docs', 'guide/guidelines', {})).toBe('/docs/guide/guidelines');
  });
});

describe('number prefixes, as Docusaurus reads them', () => {
  it('leaves them out of ids and routes, in folders and file names, and uses the number as sidebar position', () => {
    expect(docIdFromPath('01-intro', {})).toBe('intro');
    expect(docIdFromPath('02-guides/003 - setup', {})).toBe('guides/setup');
    expect(docRoute('docs', '02-guides/01-setup', {})).toBe('/docs/guides/setup');
    expect(docRoute('docs', '02-guides/index', {})).toBe('/docs/guides');
    expect(docRoute('docs', '02-guides/01-setup', { slug: 'start' })).toBe('/docs/guides/start');
    expect(docSidebarPosition('02-guides/01-setup', {})).toBe(1);
    expect(docSidebarPosition('02-guides/01-setup', { sidebar_position: 5 })).toBe(5);
    expect(docIdFromPath('02-guides/01-setup', { id: 'own' })).toBe('guides/own');
  });

  it('keeps names that look like dates or versions, and names that are only a number', () => {
    expect(defaultNumberPrefixParser('2021-11-notes')).toEqual({ filename: '2021-11-notes' });
    expect(defaultNumberPrefixParser('7.0-release')).toEqual({ filename: '7.0-release' });
    expect(defaultNumberPrefixParser('42')).toEqual({ filename: '42' });
    expect(defaultNumberPrefixParser('1_first')).toEqual({ filename: 'first', numberPrefix: 1 });
    expect(docRoute('docs', '2021-11-notes', {})).toBe('/docs/2021-11-notes');
  });

  it('keeps them with frontmatter parse_number_prefixes: false or the option numberPrefixParser: false; a function of its own is used', () => {
    expect(docRoute('docs', '02-guides/01-setup', { parse_number_prefixes: false })).toBe('/docs/02-guides/01-setup');
    expect(docSidebarPosition('01-setup', { parse_number_prefixes: false })).toBeUndefined();
    const off = numberPrefixParserOf(false);
    expect(docIdFromPath('02-guides/01-setup', {}, off)).toBe('02-guides/01-setup');
    const own = numberPrefixParserOf((name) => ({ filename: name.replace(/^step(\d+)-/, ''), numberPrefix: Number(/^step(\d+)/.exec(name)?.[1] ?? Number.NaN) }));
    expect(docRoute('docs', 'step3-run', {}, own)).toBe('/docs/run');
  });
});
