import { Fragment, type ReactNode } from 'react';

// One locale is built, so a message is its default text with its `{name}` placeholders filled.

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return (message ?? id ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  const parts = (children ?? id ?? '').split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name && values && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
