import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';
import { NODE_MODULE_OPTIONS } from '../runtime/node-module-options.ts';
import { importModuleCode } from '../runtime/module-cache.ts';
import { siteModuleOptions } from './site-modules.ts';
import { siteLoaderPlugins } from '../bundle/site-loaders.ts';
import { registerSwizzled, type ShellSlot } from '../../../theme/swizzled.ts';
import { swizzledSlotsExports } from './swizzled-slots.ts';
import { isReplaced, themeLayersOf } from './theme-layers.ts';

type Components = Readonly<Record<string, unknown>>;
type SwizzledComponents = Partial<Record<ShellSlot, unknown>>;

/** Compiles a module written here (`stdin`) with everything the site's modules get, and runs it. */
async function runSiteModule(source: string, root: string, name: string): Promise<Record<string, unknown>> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    ...NODE_MODULE_OPTIONS,
    // The server build's loaders (Sass, files, static url()s), as a React page's own modules get them.
    ...siteModuleOptions({ root, platform: 'node' }, [], siteLoaderPlugins('server', { root })),
    stdin: { contents: source, resolveDir: root, sourcefile: name, loader: 'js' },
    absWorkingDir: root,
    outdir: `${root}/.docs-build-ssr`,
    publicPath: '/assets/',
    assetNames: 'asset-[name]-[hash]',
  });
  return importModuleCode(result.outputFiles.find((file) => file.path.endsWith('.js'))!.text, basename(name), root);
}

const compiled = new Map<string, Promise<SwizzledComponents>>();

/**
 * Registers the site's own components of the shell (src/theme/Footer…) in
 * this thread before its pages render: compiled once per site (and per
 * `version`: the dev server's reloads), registered every time, since the
 * thread may have rendered another site, or another version of this one, in
 * between. A site that replaces none clears what an earlier one registered.
 */
export async function registerSwizzledSlots(root: string, version = ''): Promise<void> {
  const key = `${root}\0${version}`;
  let components = compiled.get(key);
  if (!components) {
    const source = swizzledSlotsExports(root);
    components = source ? runSiteModule(source, root, 'swizzled-slots.js').then((module) => module.default as SwizzledComponents) : Promise.resolve({});
    compiled.set(key, components);
  }
  registerSwizzled(await components);
}

/**
 * What the site replaces of docs-build's theme, put in place for the server
 * render: the shell's components (src/theme/Footer…) are registered, and the
 * components map every MDX page gets is `themeMap` with the site's
 * `MDXComponents` and its swizzled components (Admonition, Tabs…) applied,
 * as Docusaurus's MDXComponents takes each of them from `@theme/…`.
 */
export async function loadSiteTheme(root: string, themeMap: Components, version?: string): Promise<Components> {
  await registerSwizzledSlots(root, version);
  const replaced = Object.keys(themeMap).filter((name) => /^[A-Z]/.test(name) && isReplaced(root, name));
  const siteMap = isReplaced(root, 'MDXComponents');
  if (replaced.length === 0 && !siteMap) return themeMap;
  // One module, so that the map the site's MDXComponents spreads is the very object compared with below.
  const lines = [`import base from '@theme-original/MDXComponents';`, siteMap ? `import site from '@theme/MDXComponents';` : 'const site = base;'];
  for (const [i, name] of replaced.entries()) lines.push(`import c${i} from ${JSON.stringify(`@theme/${name}`)};`);
  lines.push(`export default { base, site, replaced: { ${replaced.map((name, i) => `${JSON.stringify(name)}: c${i}`).join(', ')} } };`);
  const loaded = (await runSiteModule(lines.join('\n'), root, 'mdx-components.js')).default as { base: Components; site: Components; replaced: Components };
  // An entry that is still docs-build's own component (spread from the original map, or `details` for Details)
  // becomes the site's component of that name.
  const replacement = new Map<unknown, unknown>(Object.entries(loaded.replaced).map(([name, component]) => [loaded.base[name], component]));
  return Object.fromEntries(Object.entries(loaded.site).map(([key, value]) => [key, replacement.get(value) ?? value]));
}

/** A failure to compile the site's shell components, as the build reports it. */
export function swizzleProblem(error: unknown): Diagnostic {
  return {
    file: 'src/theme',
    message: `The site's theme components could not be compiled: ${(error as { errors?: Array<{ text: string }> }).errors?.[0]?.text ?? (error as Error).message}`,
    ruleId: 'docusaurus-swizzle',
    severity: 'error',
    hint: 'Fix the component, or remove it from src/theme/ to use docs-build\'s own.',
  };
}

/** The contents of the site's theme folders, for the keys of cached pages: an edited src/theme/ file renders them again. */
export function siteThemeSalt(root: string): string {
  const layers = themeLayersOf(root);
  const hash = createHash('sha256');
  for (const dir of [layers.siteTheme, ...layers.themePaths]) {
    let files: string[];
    try {
      files = (readdirSync(dir, { recursive: true }) as string[]).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      try {
        hash.update(relative(dir, join(dir, file))).update(readFileSync(join(dir, file)));
      } catch {
        // A folder: its files are listed too.
      }
    }
  }
  return `${JSON.stringify(layers)}\n${hash.digest('hex')}`;
}
