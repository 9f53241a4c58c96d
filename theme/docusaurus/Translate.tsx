import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.tsx';
import { codeTranslations } from './code-translations.ts';
import { useSiteData } from './site-context.ts';
import type { Translations } from '../../src/shared/translations.ts';

// As Docusaurus: a message is looked up by its id (by its default text when it has none) in the site's
// translations, and is its default text (or its id) when they have none, with its `{name}` placeholders filled.

function localized(table: Translations, id: string | undefined, message: string | undefined): string {
  const key = id ?? message;
  return (key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined) ?? message ?? id ?? '';
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(localized(codeTranslations(), id, message), values) as string;
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  const table = useSiteData()?.translations ?? codeTranslations();
  return <>{interpolate(localized(table, id, children), values)}</>;
}
