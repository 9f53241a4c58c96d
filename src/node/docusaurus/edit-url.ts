/**
 * docs-build's `editUrl` is a prefix followed by the doc's path from the site
 * folder, which is what Docusaurus does with a string. An `editUrl` function
 * is called once with markers in place of the doc's folder and path: if the
 * result is a prefix followed by them, that prefix is used; anything else
 * (a URL per locale or version) cannot be a prefix and is left out with a reason.
 */
export function mapEditUrl(editUrl: unknown, locale: string): { prefix?: string; warning?: string } {
  if (typeof editUrl === 'string') return { prefix: editUrl.replace(/\/?$/, '/') };
  if (typeof editUrl !== 'function') return {};
  const DIR = '\u0000dir';
  const DOC = '\u0000doc';
  let result: unknown;
  try {
    result = (editUrl as (params: Record<string, string>) => unknown)({ version: 'current', versionDocsDirPath: DIR, docPath: DOC, permalink: '/', locale });
  } catch (error) {
    return { warning: `the editUrl function failed (${(error as Error).message}); pages have no edit link` };
  }
  if (typeof result === 'string' && result.endsWith(`${DIR}/${DOC}`) && !result.slice(0, -(DIR.length + DOC.length + 1)).includes('\u0000')) {
    return { prefix: result.slice(0, -(DIR.length + DOC.length + 1)) };
  }
  return { warning: 'the editUrl function does not return a URL ending in the doc\'s folder and path; pages have no edit link' };
}
