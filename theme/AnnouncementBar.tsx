// A dismissible banner above the navbar. It is always in the server HTML; an
// inline head script marks <html> when the reader dismissed this bar id, and
// CSS hides it before paint, so nothing jumps.

import { useEffect, useState } from 'react';
import type { AnnouncementBarData } from '../src/shared/types.ts';
import { CloseIcon } from './icons.tsx';
import { useMessages } from './use-messages.ts';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';
const HTML_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage: the bar simply shows every time
  }
}

export function AnnouncementBar({ bar }: { bar: AnnouncementBarData }) {
  const [dismissed, setDismissed] = useState(false);
  const messages = useMessages();

  useEffect(() => {
    const store = storage();
    if (!store) return;
    if (store.getItem(ID_KEY) !== bar.id) {
      // A new announcement: forget the dismissal of the previous one.
      store.setItem(ID_KEY, bar.id);
      store.setItem(DISMISS_KEY, 'false');
    }
    setDismissed(bar.isCloseable && store.getItem(DISMISS_KEY) === 'true');
  }, [bar.id, bar.isCloseable]);

  useEffect(() => {
    document.documentElement.setAttribute(HTML_ATTRIBUTE, String(dismissed));
  }, [dismissed]);

  if (dismissed) return null;

  const close = () => {
    const store = storage();
    store?.setItem(ID_KEY, bar.id);
    store?.setItem(DISMISS_KEY, 'true');
    setDismissed(true);
  };

  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={messages.text('docs-build.AnnouncementBar.ariaLabel', 'Announcement')}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close icon-button" aria-label={messages.text('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')} onClick={close}>
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
