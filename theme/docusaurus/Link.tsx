import type { ReactNode } from 'react';
import useBaseUrl from './useBaseUrl.ts';

type LinkProps = { to?: string; href?: string; children?: ReactNode; autoAddBaseUrl?: boolean } & Record<string, unknown>;

/** Docusaurus's Link as a plain anchor: internal targets get the base URL, and the client router takes the click as for any link. */
export default function Link({ to, href, children, autoAddBaseUrl, ...rest }: LinkProps) {
  const target = to ?? href ?? '';
  const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);
  const url = useBaseUrl(target);
  if (external) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={autoAddBaseUrl === false ? target : url} {...rest}>
      {children}
    </a>
  );
}
