/**
 * A value made on first use and kept. The blog's reading times and excerpts
 * are the costly part of its model (parsing every post), and a page needs
 * them only for the posts it lists: the dev server, which renders the page
 * asked for first, then makes only those.
 */
export function lazyValue<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
