import type { Plugin } from 'esbuild';
import { packagePath } from '../runtime/package-root.ts';
import { SHELL_SLOTS, type ShellSlot } from '../../../theme/swizzled.ts';
import { moduleFileIn, providedModule } from './provided.ts';
import { themeLayersOf, themeModuleFile } from './theme-layers.ts';

/**
 * The shell's components the site replaces (its src/theme/ or a theme package), with their files, and those the
 * classic theme's own renders because the site swizzled parts of them.
 */
export function swizzledSlots(root: string): Array<{ name: ShellSlot; file: string }> {
  const layers = themeLayersOf(root);
  return SHELL_SLOTS.flatMap((name) => {
    const file = themeModuleFile('@theme', name, layers);
    if (file && file !== providedModule(name)) return [{ name, file }];
    const classic = layers.classicSlots?.includes(name) && layers.classicTheme ? moduleFileIn(layers.classicTheme, name) : undefined;
    return classic ? [{ name, file: classic }] : [];
  });
}

/**
 * The module that registers them with the shell (theme/swizzled.ts) in the
 * browser; empty when the site replaces none.
 */
export function swizzledSlotsModule(root: string): string {
  const slots = swizzledSlots(root);
  if (slots.length === 0) return '';
  return [`import { registerSwizzled } from ${JSON.stringify(packagePath('theme/swizzled.ts'))};`, ...slotImports(slots), `registerSwizzled({ ${slotEntries(slots)} });`].join('\n');
}

/**
 * A module whose default export is the site's components by shell name, for
 * the server render to register before each build; empty when there are none.
 */
export function swizzledSlotsExports(root: string): string {
  const slots = swizzledSlots(root);
  if (slots.length === 0) return '';
  return [...slotImports(slots), `export default { ${slotEntries(slots)} };`].join('\n');
}

const slotImports = (slots: Array<{ file: string }>) => slots.map((slot, i) => `import slot${i} from ${JSON.stringify(slot.file)};`);
const slotEntries = (slots: Array<{ name: ShellSlot }>) => slots.map((slot, i) => `${slot.name}: slot${i}`).join(', ');

/** `docs-build:swizzled`, the client entry's first import, so the site's components are in place before hydration. */
export function swizzledSlotsPlugin(root: string): Plugin {
  return {
    name: 'docs-build-swizzled-slots',
    setup(build) {
      build.onResolve({ filter: /^docs-build:swizzled$/ }, () => ({ path: 'swizzled', namespace: 'docs-build-swizzled' }));
      build.onLoad({ filter: /.*/, namespace: 'docs-build-swizzled' }, () => ({ contents: swizzledSlotsModule(root), loader: 'js', resolveDir: root }));
    },
  };
}
