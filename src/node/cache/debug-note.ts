/**
 * A line on stderr under DEBUG=1: a cache entry that failed its check or could
 * not be kept is no problem for the build (it is made again), but whoever is
 * chasing a slow build wants to know.
 */
export function debugNote(text: string): void {
  if (process.env.DEBUG) process.stderr.write(`debug: ${text}\n`);
}
