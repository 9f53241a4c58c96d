// 'Version: <label>' above a doc of a version that shows its badge.

import { useMessages } from './use-messages.ts';

export function VersionBadge({ label, className }: { label: string; className?: string }) {
  const messages = useMessages();
  return <span className={`badge doc-version-badge${className ? ` ${className}` : ''}`}>{messages.text('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: label })}</span>;
}
