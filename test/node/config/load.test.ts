import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, validateConfig } from '../../../src/node/config/load.ts';
import { DocsBuildError } from '../../../src/node/report/diagnostic.ts';

const fixtures = fileURLToPath(new URL('../../fixtures/config/', import.meta.url));
const minimal = { url: 'https://docs.example.org', title: 'T', navbar: { items: [] } };

/** The error thrown by `fn`, which must be a DocsBuildError. */
async function errorOf(fn: () => unknown): Promise<DocsBuildError> {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DocsBuildError);
    return error as DocsBuildError;
  }
  throw new Error('expected an error, got none');
}

describe('loadConfig', () => {
  it('loads and validates a config file, filling in defaults', async () => {
    const { config, root, configFile } = await loadConfig('docs-build.config.ts', join(fixtures, 'valid'));
    expect(root).toBe(join(fixtures, 'valid'));
    expect(configFile).toBe(join(fixtures, 'valid', 'docs-build.config.ts'));
    expect(config.title).toBe('Fixture Docs');
    expect(config.baseUrl).toBe('/');
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.navbar.items.map((i) => [i.type ?? 'default', i.position])).toEqual([
      ['doc', 'left'],
      ['default', 'right'],
      ['search', 'right'],
    ]);
    expect(config.docs).toMatchObject({ path: 'content/docs', routeBasePath: 'docs', breadcrumbs: true });
    expect(config.search).toMatchObject({ provider: 'algolia', appId: 'APP', contextualSearch: true });
  });

  it('loads a config at another path that imports the project config and spreads it', async () => {
    const { config, root } = await loadConfig('../variants/ci.config.ts', join(fixtures, 'valid'));
    expect(root).toBe(join(fixtures, 'variants'));
    expect(config.title).toBe('Fixture Docs (CI)');
    expect(config.noIndex).toBe(true);
    expect(config.onBrokenAnchors).toBe('throw');
    // Everything not overridden comes from the imported project config.
    expect(config.url).toBe('https://docs.example.org');
    expect(config.favicon).toBe('img/logo.png');
    expect(config.docs !== false && Object.keys(config.docs.sidebars)).toEqual(['main']);
  });

  it('reports a missing config file with a hint', async () => {
    const error = await errorOf(() => loadConfig('nope.config.ts', fixtures));
    expect(error.message).toBe('Config file not found: nope.config.ts');
    expect(error.hint).toMatch(/--config/);
  });

  it('reports a favicon that is not in the static folder', async () => {
    const error = await errorOf(() => loadConfig('docs-build.config.ts', join(fixtures, 'missing-favicon')));
    expect(error.message).toBe("docs-build.config.ts: favicon: the file 'img/missing.png' does not exist in static/.");
    expect(error.location).toBe('docs-build.config.ts: favicon');
    expect(error.hint).toContain(join('static', 'img', 'missing.png'));
  });

  it('lists every wrong type with its key path and what it got', async () => {
    const error = await errorOf(() => loadConfig('docs-build.config.ts', join(fixtures, 'bad-types')));
    expect(error.message).toBe(
      [
        'Invalid config (3 problems):',
        '  docs-build.config.ts: title: expected string, got number',
        '  docs-build.config.ts: noIndex: expected boolean, got string',
        '  docs-build.config.ts: tableOfContents.minHeadingLevel: expected number, got string',
      ].join('\n'),
    );
    expect(error.location).toBe('docs-build.config.ts: title');
  });

  it('names the path of a navbar item of unknown type', async () => {
    const error = await errorOf(() => loadConfig('docs-build.config.ts', join(fixtures, 'unknown-navbar')));
    expect(error.message).toContain("docs-build.config.ts: navbar.items.1.type: unknown navbar item type 'megaMenu'. Use one of: default, link, dropdown");
    expect(error.location).toBe('docs-build.config.ts: navbar.items.1.type');
  });
});

describe('validateConfig', () => {
  it('says a required key is missing', async () => {
    const error = await errorOf(() => validateConfig({ url: 'https://x.org', navbar: {} }));
    expect(error.message).toContain('docs-build.config.ts: title: expected string, got nothing');
  });

  it("raises '`appId` is missing.' and '`apiKey` is missing.' for Algolia search", async () => {
    const noApp = await errorOf(() => validateConfig({ ...minimal, search: { provider: 'algolia', indexName: 'i', apiKey: 'k' } }));
    expect(noApp.message).toContain('search.appId: `appId` is missing.');
    const noKey = await errorOf(() => validateConfig({ ...minimal, search: { provider: 'algolia', indexName: 'i', appId: 'A' } }));
    expect(noKey.message).toContain('search.apiKey: `apiKey` is missing.');
    expect(validateConfig({ ...minimal, search: { provider: 'algolia', indexName: 'i', appId: 'A', apiKey: 'k' } }).search.provider).toBe('algolia');
  });

  it('reports problems inside sidebars at their full key path', async () => {
    const badItem = await errorOf(() =>
      validateConfig({ ...minimal, docs: { sidebars: { Installation: ['intro', { type: 'category', label: 'Add-ons', items: ['a', { type: 'doc' }] }] } } }),
    );
    expect(badItem.message).toContain('docs-build.config.ts: docs.sidebars.Installation.1.items.1.id: expected string, got nothing');
    const notAnItem = await errorOf(() => validateConfig({ ...minimal, docs: { sidebars: { main: [5] } } }));
    expect(notAnItem.message).toContain('docs.sidebars.main.0: expected string or object, got number');
    const docsWrong = await errorOf(() => validateConfig({ ...minimal, docs: 'yes' }));
    expect(docsWrong.message).toContain('docs: expected false or object, got string');
  });

  it('checks what each navbar item type needs', async () => {
    const error = await errorOf(() => validateConfig({ ...minimal, navbar: { items: [{ type: 'doc', label: 'Docs' }, { label: 'Nowhere' }] } }));
    expect(error.message).toContain("navbar.items.0.docId: is required for a 'doc' item");
    expect(error.message).toContain("navbar.items.1.to: a link item needs 'to' (internal route) or 'href' (external URL)");
  });

  it('rejects unknown keys anywhere, with their key path and the key they are closest to', async () => {
    const error = await errorOf(() =>
      validateConfig({
        ...minimal,
        noindex: true,
        onBrokenLink: 'warn',
        tagLine: 'Fast docs',
        navbar: { itmes: [] },
        footer: { link: [] },
        docs: { path: 'docs', sidebar: {} },
        blog: { postPerPage: 5 },
        search: { provider: 'algolia', indexName: 'i', appId: 'A', apiKey: 'k', contextSearch: false },
      }),
    );
    const lines = error.message.split('\n').slice(1);
    expect(lines).toEqual([
      "  docs-build.config.ts: navbar.itmes: unknown key (did you mean 'items'?)",
      "  docs-build.config.ts: footer.link: unknown key (did you mean 'links'?)",
      "  docs-build.config.ts: docs.sidebar: unknown key (did you mean 'sidebars'?)",
      "  docs-build.config.ts: blog.postPerPage: unknown key (did you mean 'postsPerPage'?)",
      "  docs-build.config.ts: search.contextSearch: unknown key (did you mean 'contextualSearch'?)",
      "  docs-build.config.ts: noindex: unknown key (did you mean 'noIndex'?)",
      "  docs-build.config.ts: onBrokenLink: unknown key (did you mean 'onBrokenLinks'?)",
      "  docs-build.config.ts: tagLine: unknown key (did you mean 'tagline'?)",
    ]);
    expect(error.location).toBe('docs-build.config.ts: navbar.itmes');
    const far = await errorOf(() => validateConfig({ ...minimal, navbar: { items: [{ type: 'doc', docId: 'a', colour: 'red' }] } }));
    expect(far.message).toContain('navbar.items.0.colour: unknown key');
    expect(far.message).not.toContain('did you mean');
  });

  it('rejects a baseUrl without slashes at both ends', async () => {
    const error = await errorOf(() => validateConfig({ ...minimal, baseUrl: 'docs' }));
    expect(error.message).toContain("baseUrl: must start and end with '/'");
  });
});

describe('docs.sidebarPath', () => {
  const dir = join(fixtures, 'sidebars-file');

  it('reads the sidebars from a CommonJS sidebars.js, as Docusaurus does', async () => {
    const { config } = await loadConfig('docs-build.config.ts', dir);
    expect(config.docs !== false && config.docs.sidebars).toEqual({
      tutorial: ['intro', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' }, items: [{ type: 'autogenerated', dirName: 'guides' }] }],
    });
  });

  it("reads a sidebars.json, with Docusaurus's { label: items } category shorthand", async () => {
    const { config } = await loadConfig('json.config.ts', dir);
    expect(config.docs !== false && config.docs.sidebars).toEqual({
      main: ['intro', { type: 'link', label: 'Home', href: 'https://example.org' }],
      shorthand: [
        { type: 'category', label: 'Introduction', items: ['intro'] },
        { type: 'category', label: 'Guides', items: ['guides/one', { type: 'category', label: 'Deeper', items: ['guides/two'] }] },
      ],
    });
  });

  it('names the sidebars file and the key path of an invalid item', async () => {
    const error = await errorOf(() => loadConfig('bad.config.ts', dir));
    expect(error.message).toMatch(/^Invalid sidebars \(1 problem\):\n {2}bad-sidebars\.mjs: main\.1: /);
    expect(error.location).toBe('bad-sidebars.mjs');
  });

  it('names the config key when the file does not exist', async () => {
    const error = await errorOf(() => loadConfig('missing.config.ts', dir));
    expect(error.message).toBe("missing.config.ts: docs.sidebarPath: the file './sidebars.ts' does not exist (paths are relative to the config file).");
    expect(error.location).toBe('missing.config.ts: docs.sidebarPath');
  });
});
