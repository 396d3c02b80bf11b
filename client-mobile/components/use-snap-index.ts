// The slide a scroll-snap track shows, kept in step with the user's swipes, plus a way to move
// it. The server and the first browser render both say slide 0; the real position is read from
// the track only in effects, so hydration never sees a difference.
import { useCallback, useEffect, useRef, useState } from 'react';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Offset of each slide from the first, i.e. the scrollLeft that shows it. */
function slideOffsets(track: HTMLElement): number[] {
  const slides = Array.from(track.children) as HTMLElement[];
  const first = slides[0]?.offsetLeft ?? 0;
  return slides.map((s) => s.offsetLeft - first);
}

export function useSnapIndex<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const track = ref.current;
    if (!track) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const offsets = slideOffsets(track);
        const max = track.scrollWidth - track.clientWidth;
        // At the very end the last slide counts as shown even when it cannot snap to the start.
        const left = track.scrollLeft >= max - 2 ? offsets.at(-1)! : track.scrollLeft;
        let best = 0;
        offsets.forEach((o, i) => {
          if (Math.abs(o - left) < Math.abs(offsets[best]! - left)) best = i;
        });
        setIndex(best);
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  const goTo = useCallback((i: number) => {
    const track = ref.current;
    if (!track) return;
    const offsets = slideOffsets(track);
    const target = Math.max(0, Math.min(offsets.length - 1, i));
    setIndex(target);
    track.scrollTo({ left: offsets[target] ?? 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  return { ref, index, goTo };
}
