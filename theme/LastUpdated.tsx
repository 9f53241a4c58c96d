// Under a doc when the site shows when (and by whom) it last changed, in Docusaurus's words.

import { interpolate } from './docusaurus/Interpolate.tsx';
import { useMessages } from './use-messages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

// UTC, so that the server's text and the browser's agree whatever their time zones.
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    }
    formats.set(locale, format);
  }
  return format;
}

export function LastUpdated({ date, author }: { date?: string; author?: string }) {
  const messages = useMessages();
  const atDate = date
    ? interpolate(messages.template('theme.lastUpdated.atDate', ' on {date}'), { date: <time dateTime={date}>{dateFormat(messages.locale).format(new Date(date))}</time> })
    : '';
  const byUser = author ? messages.text('theme.lastUpdated.byUser', ' by {user}', { user: author }) : '';
  return <span className="last-updated">{interpolate(messages.template('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}'), { atDate, byUser })}</span>;
}
