// Hides the navbar while the reader scrolls down and brings it back on the
// first scroll up. Near the top of the page it always shows.

import { useEffect, useState } from 'react';

const ALWAYS_VISIBLE_ABOVE_PX = 60;
const MIN_DELTA_PX = 6;

export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y < ALWAYS_VISIBLE_ABOVE_PX) setHidden(false);
      else if (Math.abs(y - last) >= MIN_DELTA_PX) setHidden(y > last);
      else return;
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);

  return enabled && hidden;
}
