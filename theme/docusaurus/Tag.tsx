// `@theme/Tag`: a link to a tag's page, with the number of its items when given, in the theme's tag style.

import Link from './Link.tsx';

export interface TagProps {
  permalink: string;
  label: string;
  description?: string;
  count?: number;
}

export default function Tag({ permalink, label, description, count }: TagProps) {
  return (
    <Link rel="tag" href={permalink} title={description} className={count ? 'blog-tag blog-tag--count' : 'blog-tag'}>
      {label}
      {count ? <span className="blog-tag__count">{count}</span> : null}
    </Link>
  );
}
