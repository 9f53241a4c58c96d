// Which ToC heading the reader is at: the last heading whose top has passed
// just below the sticky navbar, or the last one once the page bottom is hit.

import { useEffect, useState } from 'react';

const OFFSET_BELOW_NAVBAR_PX = 90;

function findActive(ids: string[]): string | null {
  const headings = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
  const [first] = headings;
  if (!first) return null;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom) return headings.at(-1)?.id ?? null;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top <= OFFSET_BELOW_NAVBAR_PX) active = heading.id;
    else break;
  }
  return active ?? first.id;
}

export function useActiveHeading(ids: string[], route: string): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same heading ids must still start afresh
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(findActive(list));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, route]);

  return active;
}
