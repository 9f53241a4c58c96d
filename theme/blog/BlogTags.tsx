// The tags of a post or of a doc, at its foot.

import type { BlogTagData } from '../../src/shared/blog-types.ts';
import { useHrefs } from '../use-href.ts';
import { useMessages } from '../use-messages.ts';

export function BlogTags({ tags }: { tags: BlogTagData[] }) {
  const hrefs = useHrefs();
  const messages = useMessages();
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <b>{messages.text('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <a className="blog-tag" href={hrefs.route(tag.permalink)} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
