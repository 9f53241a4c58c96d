// Tabs as both sides render them: the server with the panels' React content,
// the browser with the same panels' HTML read back from the page, so a
// hydrated island never re-renders what it did not change.

import { useCallback, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { readTabChoice, subscribeTabChoice, writeTabChoice } from './tab-choice.ts';

export interface TabInfo {
  value: string;
  label: string;
  attributes?: Record<string, string>;
}

export interface TabsOptions {
  tabs: TabInfo[];
  /** The value shown before the reader picks one. */
  defaultValue: string | null;
  groupId?: string;
  /** Key of the address's query parameter holding the choice. */
  queryKey?: string;
  lazy?: boolean;
  className?: string;
}

/** A panel's content: React nodes on the server, the HTML already in the page in the browser. */
export type PanelContent = { node: ReactNode } | { html: string };

const serverChoice = () => null;

export function TabsView({ tabs, defaultValue, groupId, queryKey, lazy, className, panels }: TabsOptions & { panels: PanelContent[] }) {
  const [own, setOwn] = useState<string | null>(null);
  const subscribe = useCallback((listener: () => void) => subscribeTabChoice(listener), []);
  // Null on the server and while hydrating: the first render matches the server's HTML, the stored choice follows.
  const stored = useSyncExternalStore(subscribe, () => readTabChoice(groupId, queryKey), serverChoice);
  const valid = (value: string | null) => (value !== null && tabs.some((tab) => tab.value === value) ? value : null);
  const selected = valid(own) ?? valid(stored) ?? defaultValue;

  const select = (value: string) => {
    if (groupId || queryKey) writeTabChoice(value, groupId, queryKey);
    setOwn(groupId ? null : value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const list = event.currentTarget.parentElement;
    const items = list ? [...list.children] : [];
    const at = items.indexOf(event.currentTarget);
    const next = event.key === 'ArrowRight' ? items[(at + 1) % items.length] : event.key === 'ArrowLeft' ? items[(at - 1 + items.length) % items.length] : undefined;
    if (next instanceof HTMLElement) {
      event.preventDefault();
      next.focus();
    }
  };

  // Docusaurus's tab markup (ul/li with tab roles), which sites' own CSS targets; biome.json allows it here.
  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab) => {
          const active = tab.value === selected;
          return (
            <li
              key={tab.value}
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={`tabs__item${active ? ' tabs__item--active' : ''}`}
              data-value={tab.value}
              onClick={() => select(tab.value)}
              onKeyDown={onKeyDown}
              {...tab.attributes}
            >
              {tab.label}
            </li>
          );
        })}
      </ul>
      <div className="tabs__panels">
        {tabs.map((tab, index) => {
          const content = panels[index]!;
          const active = tab.value === selected;
          // Lazy tabs keep hidden panels out of the document; a <template> holds them until picked.
          const Tag = lazy && !active ? 'template' : 'div';
          const attributes = Tag === 'div' ? { role: 'tabpanel', className: 'tabs__panel', hidden: !active } : {};
          return 'html' in content ? (
            <Tag key={tab.value} data-value={tab.value} {...attributes} dangerouslySetInnerHTML={{ __html: content.html }} />
          ) : (
            <Tag key={tab.value} data-value={tab.value} {...attributes}>
              {content.node}
            </Tag>
          );
        })}
      </div>
    </div>
  );
}
