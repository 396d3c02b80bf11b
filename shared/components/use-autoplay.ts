// A carousel's autoplay: call `advance` every `ms` while `active`, skipping turns while the tab is
// hidden. The count starts again whenever the carousel renders (a new slide, a pause).
import { useEffect } from 'react';

export function useAutoplay(active: boolean, ms: number | undefined, advance: () => void) {
  useEffect(() => {
    if (!active || !ms) return undefined;
    const timer = window.setInterval(() => {
      if (!document.hidden) advance();
    }, ms);
    return () => window.clearInterval(timer);
  }, [active, ms, advance]);
}
