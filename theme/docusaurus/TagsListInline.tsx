// `@theme/TagsListInline`: "Tags:" and a list of tag links, as at the foot of a post.

import Tag, { type TagProps } from './Tag.tsx';
import { useMessages } from '../use-messages.ts';

export default function TagsListInline({ tags }: { tags: readonly Omit<TagProps, 'count'>[] }) {
  const messages = useMessages();
  return (
    <div className="blog-tags">
      <b>{messages.text('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Tag {...tag} />
          </li>
        ))}
      </ul>
    </div>
  );
}
