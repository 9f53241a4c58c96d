import { VersionBadge } from '../VersionBadge.tsx';
import { usePageData } from './page-context.ts';

/** `@theme/DocVersionBadge`: 'Version: <label>' above the doc, when its version shows a badge. */
export default function DocVersionBadge({ className }: { className?: string }) {
  const badge = usePageData()?.doc?.versionBadge;
  return badge === undefined ? null : <VersionBadge label={badge} className={className} />;
}
