// The components of a site's src/theme/ that replace the shell's own (Docusaurus's "swizzling"). The build
// registers them before anything renders: the renderer on the server, the client entry's first import in the
// browser. They live on the global object because the shell and a separately compiled module each carry their own
// copy of this file.

import type { ComponentType } from 'react';

/** The names the shell renders through, each with the props docs-build's own component takes. */
export const SHELL_SLOTS = ['Root', 'Navbar', 'Footer'] as const;
export type ShellSlot = (typeof SHELL_SLOTS)[number];

const KEY = Symbol.for('docs-build.swizzled');
const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, ComponentType<never>> };
const registry: Map<string, ComponentType<never>> = (holder[KEY] ??= new Map());

/** Replaces the shell's components of these names; a name left out gets docs-build's own again. */
export function registerSwizzled(components: Readonly<Partial<Record<ShellSlot, unknown>>>): void {
  registry.clear();
  for (const [name, component] of Object.entries(components)) {
    if (typeof component === 'function' || (typeof component === 'object' && component !== null)) registry.set(name, component as ComponentType<never>);
  }
}

/** The site's component of that name, else docs-build's own. */
export function swizzled<P>(name: ShellSlot, own: ComponentType<P>): ComponentType<P> {
  return (registry.get(name) as ComponentType<P> | undefined) ?? own;
}
