import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasInfima, infimaStyleSheet } from '../../../src/node/bundle/site-styles.ts';
import { siteFolders } from '../../helpers/site-folders.ts';

const site = siteFolders('docs-build-site-styles-');
const pkg = (name: string) => JSON.stringify({ name, version: '1.0.0' });
const INFIMA = {
  'package.json': pkg('infima'),
  'dist/css/default/default.css': ':root{--ifm-color-primary:#3578e5}',
  'dist/css/default/default-rtl.css': ':root{--ifm-color-primary:#3578e5}',
};
const under = (dir: string, files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([name, text]) => [`${dir}/${name}`, text]));

describe("Infima's style sheet", () => {
  it('is found in the site’s own node_modules', () => {
    const root = site({ 'package.json': pkg('site'), ...under('node_modules/infima', INFIMA) });
    expect(hasInfima(root)).toBe(true);
    expect(infimaStyleSheet(root, 'rtl')).toBe(join(root, 'node_modules/infima/dist/css/default/default-rtl.css'));
  });

  it('is found through the classic preset’s theme-classic when only the preset is at the top (a pnpm install)', () => {
    const preset = 'node_modules/@docusaurus/preset-classic';
    const theme = `${preset}/node_modules/@docusaurus/theme-classic`;
    const root = site({
      'package.json': pkg('site'),
      [`${preset}/package.json`]: pkg('@docusaurus/preset-classic'),
      [`${theme}/package.json`]: pkg('@docusaurus/theme-classic'),
      ...under(`${theme}/node_modules/infima`, INFIMA),
    });
    expect(hasInfima(root)).toBe(true);
    expect(infimaStyleSheet(root, 'ltr')).toBe(join(root, theme, 'node_modules/infima/dist/css/default/default.css'));
  });

  it('is missing, with the key and the package to install named, when the site has none', () => {
    const root = site({ 'package.json': pkg('site') });
    expect(hasInfima(root)).toBe(false);
    expect(() => infimaStyleSheet(root, 'ltr')).toThrow(/infima: Infima's style sheet .* was not found/);
  });
});
