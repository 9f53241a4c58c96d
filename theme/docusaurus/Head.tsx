/** Tags a page puts in the document head are not applied: docs-build writes the head from the page's data. */
export default function Head(): null {
  return null;
}
