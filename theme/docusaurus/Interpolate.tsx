import { Fragment, isValidElement, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/**
 * Docusaurus's `interpolate`: each `{name}` of the text replaced by its value. All values plain (strings,
 * numbers): a string; any element among them: a fragment of the parts. A placeholder without a value stays as
 * written.
 */
export function interpolate(text: string, values?: Values): ReactNode {
  const parts = text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && values && name in values ? values[name] : part;
  });
  if (!parts.some((part) => isValidElement(part))) return parts.map((part) => (part === undefined || part === null ? '' : String(part))).join('');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

/** `<Interpolate values={{…}}>text with {name}</Interpolate>`. */
export default function Interpolate({ children, values }: { children?: string; values?: Values }) {
  return <>{interpolate(children ?? '', values)}</>;
}
