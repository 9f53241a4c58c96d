import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.tsx';

// One locale is built, so a message is its default text (or its id) with its `{name}` placeholders filled.

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(message ?? id ?? '', values) as string;
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
