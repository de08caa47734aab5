import { useEffect, useState } from 'react';

/** True once the page is scrolled past the threshold (spec §2: navbar shadow after 10 px). */
export const NAV_SHADOW_THRESHOLD_PX = 10;

export function useScrolled(threshold = NAV_SHADOW_THRESHOLD_PX) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
