// Docusaurus counts words with Intl.Segmenter at 200 words a minute; the same here, so times agree.
const WORDS_PER_MINUTE = 200;

/** Minutes to read a post's Markdown, at least 1. Code blocks and markup count as words, as they do in Docusaurus. */
export function readingTime(markdown: string, locale: string): number {
  let words = 0;
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  for (const segment of segmenter.segment(markdown)) if (segment.isWordLike) words++;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
