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

/** How many slides the track shows at once (2 honours on a phone, 4 on a tablet; 1 mostly). */
function slidesPerView(track: HTMLElement): number {
  const slide = track.firstElementChild as HTMLElement | null;
  return slide?.offsetWidth ? Math.max(1, Math.round(track.clientWidth / slide.offsetWidth)) : 1;
}

export function useSnapIndex<T extends HTMLElement>(initialPerView = 1) {
  const ref = useRef<T>(null);
  const [index, setIndex] = useState(0);
  // The caller's guess on the server and in the first browser render, then measured (again when
  // the window resizes).
  const [perView, setPerView] = useState(initialPerView);
  // Where a button sent the track from and to: the slides it scrolls past on the way are not the
  // current one, so a second press counts from the target, not from midway. For up to 3 s: a smooth
  // scroll takes a few hundred ms, but much longer on a busy phone (with 1 s, a second press on a
  // loaded machine counted from midway and the loop did not turn), and a swipe or wheel ends it.
  const heading = useRef<{ from: number; left: number; until: number }>(undefined);

  useEffect(() => {
    const track = ref.current;
    if (!track) return undefined;
    let frame = 0;
    const measure = () => setPerView(slidesPerView(track));
    measure();
    window.addEventListener('resize', measure);
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const goal = heading.current;
        const x = track.scrollLeft;
        const onTheWay = goal && Math.abs(x - goal.left) > 2 && (x - goal.from) * (x - goal.left) < 0;
        if (onTheWay && Date.now() < goal.until) return;
        heading.current = undefined;
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
    // The visitor's own swipe or wheel takes over from a button's scroll.
    const takeOver = () => (heading.current = undefined);
    track.addEventListener('scroll', onScroll, { passive: true });
    // A swipe that came before the carousel was hydrated (an island: shared/app/island.tsx).
    if (track.scrollLeft > 0) onScroll();
    track.addEventListener('pointerdown', takeOver, { passive: true });
    track.addEventListener('wheel', takeOver, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('pointerdown', takeOver);
      track.removeEventListener('wheel', takeOver);
    };
  }, []);

  const goTo = useCallback((i: number) => {
    const track = ref.current;
    if (!track) return;
    const offsets = slideOffsets(track);
    const target = Math.max(0, Math.min(offsets.length - 1, i));
    const left = Math.min(offsets[target] ?? 0, track.scrollWidth - track.clientWidth);
    heading.current = { from: track.scrollLeft, left, until: Date.now() + 3000 };
    setIndex(target);
    track.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  return { ref, index, perView, goTo };
}
