// Docusaurus's <Tabs> and <TabItem>, with its props: values, defaultValue,
// groupId, queryString, lazy, className; on items value, label, default,
// attributes. Rendered on the server; the browser hydrates it as an island.

import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Island } from './Island.tsx';
import { TabsView, type PanelContent, type TabInfo, type TabsOptions } from './TabsView.tsx';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: Record<string, string>;
  className?: string;
  children?: ReactNode;
}

export interface TabsProps {
  children?: ReactNode;
  values?: Array<{ value: string; label?: string; attributes?: Record<string, string> }>;
  /** `null` selects no tab until the reader picks one. */
  defaultValue?: string | null;
  groupId?: string;
  /** `true` uses the groupId as the query parameter's key. */
  queryString?: boolean | string;
  lazy?: boolean;
  className?: string;
}

/** On its own (outside <Tabs>), a panel; inside, <Tabs> reads its props and renders the panel itself. */
export function TabItem({ children, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={`tabs__panel${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}

/** The options and panels of a <Tabs>, from its props and its <TabItem> children. */
export function tabsParts({ children, values, defaultValue, groupId, queryString, lazy, className }: TabsProps): { options: TabsOptions; panels: PanelContent[] } {
  // Whitespace and comments between items come through as children too.
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string');
  const tabs: TabInfo[] = (values ?? items.map((item) => item.props)).map((v) => ({
    value: v.value,
    label: v.label ?? v.value,
    ...(v.attributes ? { attributes: v.attributes } : {}),
  }));
  const byValue = new Map(items.map((item) => [item.props.value, item]));
  const chosenDefault = defaultValue === undefined ? (items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? null) : defaultValue;
  const options: TabsOptions = {
    tabs,
    defaultValue: chosenDefault,
    ...(groupId ? { groupId } : {}),
    ...(queryString ? { queryKey: typeof queryString === 'string' ? queryString : groupId } : {}),
    ...(lazy ? { lazy } : {}),
    ...(className ? { className } : {}),
  };
  return { options, panels: tabs.map((tab) => ({ node: byValue.get(tab.value)?.props.children })) };
}

export function Tabs(props: TabsProps) {
  const { options, panels } = tabsParts(props);
  return (
    <Island name="Tabs" props={options}>
      <TabsView {...options} panels={panels} />
    </Island>
  );
}
