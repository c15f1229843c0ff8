import { useEffect, useState } from 'react';

/** How long the page must rest before the floating buttons come back. */
const SETTLE_MS = 800;

/** Whether the page is being scrolled now: true from the first scroll event until it has rested a moment. */
export function useScrolling(): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, []);
  return scrolling;
}
