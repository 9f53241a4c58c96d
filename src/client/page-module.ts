import type { ComponentType } from 'react';
import type { PageData, SiteData } from '../shared/types.ts';
import { fileUrl } from './site-urls.ts';

export type PageComponent = ComponentType<{ site: SiteData; page: PageData }>;

const modules = new Map<string, Promise<PageComponent>>();

/** Loads the client module of a React page (content/pages/*.tsx). */
export function loadPageModule(url: string): Promise<PageComponent> {
  let pending = modules.get(url);
  if (!pending) {
    pending = (import(/* @vite-ignore */ fileUrl(url)) as Promise<{ default?: PageComponent }>).then((mod) => {
      if (!mod.default) throw new Error(`${url} has no default export`);
      return mod.default;
    });
    pending.catch(() => modules.delete(url));
    modules.set(url, pending);
  }
  return pending;
}
