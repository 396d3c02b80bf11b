// The phone carousel: a CSS scroll-snap track the thumb swipes natively, with optional arrows
// (and a 2 / 5 counter of the views it shows: 16 honours two at a time are 8), dots and autoplay.
// Every slide is plain server-rendered markup; the script only follows the scroll position and
// moves the track when a button is pressed.
// A carousel that moves by itself has a pause / play button (WCAG 2.2.2), first in its tab order
// as the WAI carousel pattern asks; touching or focusing a slide pauses it too, and visitors who
// ask for reduced motion find it paused.
import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useIslandId } from '../../shared/app/island.tsx';
import { StaticPart } from './static-part.tsx';
import { useAutoplay } from '../../shared/components/use-autoplay.ts';
import { useSnapIndex } from '../../shared/components/use-snap-index.ts';
import {
  MOBILE_CAROUSEL_DOTS,
  MOBILE_CAROUSEL_NEXT,
  MOBILE_CAROUSEL_PAUSE,
  MOBILE_CAROUSEL_PLAY,
  MOBILE_CAROUSEL_PREV,
  MOBILE_CAROUSEL_SLIDE,
  MOBILE_CAROUSEL_SLIDE_END,
} from '../../shared/copy/mobile/carousel.ts';

export interface SnapCarouselProps {
  label: string;
  slides: ReactNode[];
  arrows?: boolean;
  dots?: boolean;
  /** Advance every so many ms until the visitor touches the carousel. */
  autoplayMs?: number;
  className?: string;
  /** Slides in view on a phone, for the server's markup (the browser measures it). */
  perView?: number;
}

export function SnapCarousel({
  label,
  slides,
  arrows = false,
  dots = false,
  autoplayMs,
  className = '',
  perView: phonePerView = 1,
}: SnapCarouselProps) {
  const { ref, index, perView, goTo } = useSnapIndex<HTMLDivElement>(phonePerView);
  const autoplay = Boolean(autoplayMs) && slides.length > 1;
  const [playing, setPlaying] = useState(autoplay);
  const id = useIslandId('carousel');
  const count = slides.length;
  // With several slides in view, the arrows, the counter and the swipe move a view at a time
  // (only each view's first slide is a snap point): the last view may start before its slide.
  const views = Math.ceil(count / perView);
  const view = index >= count - perView ? views : Math.floor(index / perView) + 1;

  // Reduced motion is known only in the browser: the server and the first render say playing.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useAutoplay(playing, autoplayMs, () => goTo((index + 1) % count));

  // A touch or focus anywhere but on the pause button itself stops the carousel for good.
  const stop = (e: SyntheticEvent) => {
    if (!(e.target instanceof Element && e.target.closest('.m-carousel__play'))) setPlaying(false);
  };
  return (
    <div
      className={`m-carousel ${className}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index}
      data-playing={autoplay ? String(playing) : undefined}
      onPointerDown={stop}
      onFocus={stop}
    >
      {autoplay ? (
        <button
          type="button"
          className={`m-carousel__play${playing ? '' : ' is-paused'}`}
          aria-controls={`${id}-track`}
          aria-label={playing ? MOBILE_CAROUSEL_PAUSE : MOBILE_CAROUSEL_PLAY}
          onClick={() => setPlaying(!playing)}
        />
      ) : null}
      <div ref={ref} className="m-carousel__track" id={`${id}-track`} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={`m-carousel__slide${i === index ? ' is-current' : ''}${i % perView ? ' is-within' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {arrows && count > 1 ? (
        <div className="m-carousel__arrows">
          <button
            type="button"
            className="m-carousel__arrow m-carousel__arrow--prev"
            aria-controls={`${id}-track`}
            aria-label={MOBILE_CAROUSEL_PREV}
            disabled={view === 1}
            onClick={() => goTo((view - 2) * perView)}
          />
          <span className="m-carousel__counter" aria-hidden="true">
            {view} / {views}
          </span>
          <button
            type="button"
            className="m-carousel__arrow m-carousel__arrow--next"
            aria-controls={`${id}-track`}
            aria-label={MOBILE_CAROUSEL_NEXT}
            disabled={view === views}
            onClick={() => goTo(view * perView)}
          />
        </div>
      ) : null}
      {dots && count > 1 ? (
        <div className="m-carousel__dots" role="group" aria-label={label + MOBILE_CAROUSEL_DOTS}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="m-carousel__dot"
              aria-label={MOBILE_CAROUSEL_SLIDE + (i + 1) + MOBILE_CAROUSEL_SLIDE_END}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={`${id}-track`}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A carousel of static slides, the static parts `<part>-<i>` (static-part.tsx): the server
 *  renders slide `i` with `slide`; the island in the browser knows only how many there are. */
export function StaticCarousel({
  count,
  part,
  slide,
  ...carousel
}: Omit<SnapCarouselProps, 'slides'> & { count: number; part: string; slide?: (i: number) => ReactNode }) {
  return (
    <SnapCarousel
      {...carousel}
      slides={Array.from({ length: count }, (_, i) => (
        <StaticPart k={`${part}-${i}`} key={i}>
          {slide?.(i)}
        </StaticPart>
      ))}
    />
  );
}
