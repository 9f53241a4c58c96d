import { describe, expect, it } from 'vitest';
import { fillPlaceholders, messagesFor, selectPluralForm } from '../../src/shared/translations.ts';

describe("the theme's messages", () => {
  it("says the site's message for an id, and the English fallback for an id the table lacks or without a table", () => {
    const messages = messagesFor('ko', { 'theme.tags.tagsPageTitle': '태그' });
    expect(messages.text('theme.tags.tagsPageTitle', 'Tags')).toBe('태그');
    expect(messages.text('theme.blog.archive.title', 'Archive')).toBe('Archive');
    expect(messagesFor('en', undefined).text('theme.tags.tagsPageTitle', 'Tags')).toBe('Tags');
  });

  it('fills each placeholder once, keeps one without a value, and never reads placeholders inside a value', () => {
    expect(fillPlaceholders('{nPosts} tagged with "{tagName}"', { nPosts: '2 posts', tagName: '{nPosts}' })).toBe('2 posts tagged with "{nPosts}"');
    expect(fillPlaceholders('Version: {versionLabel}', {})).toBe('Version: {versionLabel}');
    expect(messagesFor('en', undefined).template('theme.x', 'see the {link}')).toBe('see the {link}');
  });

  it("picks plural forms in Docusaurus's order (zero, one, two, few, many, other), whatever order Intl lists them in", () => {
    // Intl lists French categories as many, one, other: the first form is still 'one'.
    expect(selectPluralForm('fr', 1, 'Un article|{count} articles')).toBe('Un article');
    expect(selectPluralForm('fr', 0, 'Un article|{count} articles')).toBe('Un article');
    expect(selectPluralForm('fr', 2, 'Un article|{count} articles')).toBe('{count} articles');
    expect(selectPluralForm('ar', 0, 'z|o|t|f|m|x')).toBe('z');
    expect(selectPluralForm('ar', 2, 'z|o|t|f|m|x')).toBe('t');
    expect(selectPluralForm('ar', 3, 'z|o|t|f|m|x')).toBe('f');
    expect(selectPluralForm('ar', 11, 'z|o|t|f|m|x')).toBe('m');
    expect(selectPluralForm('ar', 100, 'z|o|t|f|m|x')).toBe('x');
    // Korean has one form: a message of one form is always it.
    expect(selectPluralForm('ko', 1, '{count}개 게시물')).toBe('{count}개 게시물');
  });

  it('takes the last form when a message has fewer forms than the locale, and English rules for a locale Intl does not know', () => {
    expect(selectPluralForm('ar', 11, 'one|other')).toBe('other');
    expect(selectPluralForm('not a locale!', 1, 'One post|{count} posts')).toBe('One post');
    expect(selectPluralForm('not a locale!', 3, 'One post|{count} posts')).toBe('{count} posts');
  });

  it('fills {count} and the other values of a plural message', () => {
    const messages = messagesFor('fr', { 'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture' });
    expect(messages.plural('theme.blog.post.readingTime.plurals', '{readingTime} min read', 1, { readingTime: 1 })).toBe('Une minute de lecture');
    expect(messages.plural('theme.blog.post.readingTime.plurals', '{readingTime} min read', 4, { readingTime: 4 })).toBe('4 minutes de lecture');
    expect(messagesFor('en', undefined).plural('theme.blog.post.plurals', 'One post|{count} posts', 3)).toBe('3 posts');
  });

  it("picks the English fallback's form by English rules, whatever the locale", () => {
    expect(messagesFor('fr', {}).plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', 0)).toBe('0 items');
    expect(messagesFor('fr', { 'theme.blog.post.plurals': 'Un article|{count} articles' }).plural('theme.blog.post.plurals', 'One post|{count} posts', 0)).toBe('Un article');
  });
});
