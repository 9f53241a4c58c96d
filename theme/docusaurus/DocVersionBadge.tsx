import { usePageData } from './page-context.ts';
import { useMessages } from '../use-messages.ts';

/** `@theme/DocVersionBadge`: 'Version: <label>' above the doc, when its version shows a badge. */
export default function DocVersionBadge({ className }: { className?: string }) {
  const badge = usePageData()?.doc?.versionBadge;
  const messages = useMessages();
  if (badge === undefined) return null;
  return (
    <span className={`badge doc-version-badge${className ? ` ${className}` : ''}`}>
      {messages.text('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: badge })}
    </span>
  );
}
