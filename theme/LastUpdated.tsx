// Under a doc when the site shows when (and by whom) it last changed.

// UTC, so that the server's text and the browser's agree whatever their time zones.
const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

export function LastUpdated({ date, author }: { date?: string; author?: string }) {
  return (
    <span className="last-updated">
      Last updated
      {date && (
        <>
          {' on '}
          <time dateTime={date}>{DATE_FORMAT.format(new Date(date))}</time>
        </>
      )}
      {author && ` by ${author}`}
    </span>
  );
}
