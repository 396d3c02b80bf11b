// The desktop carousel: a CSS scroll-snap track on the same hook as the phone's carousel
// (shared/components/use-snap-index.ts). Every slide is plain server-rendered markup, so the
// server and the browser render the same thing and hydration has nothing to swap in; a touch
// screen or a trackpad swipes the track natively. The script follows the scroll position and
// moves the track when an arrow, a dot or an arrow key is pressed.
// Slides out of view are inert once the script runs: a keyboard user cannot land on a card nobody
// sees. Without the script every slide stays reachable (the server's markup has no inert), the
// track scrolls natively and the stylesheet hides the controls that need the script. Autoplay
// waits while the pointer is over the carousel or focus is in it (WCAG 2.2.2 asks for a pause
// control as well: the home banner has one). A looping carousel turns from its last view back
// to the first.
import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useAutoplay } from '../../shared/components/use-autoplay.ts';
import { useSnapIndex } from '../../shared/components/use-snap-index.ts';
import { CAROUSEL } from '../../shared/copy/desktop/carousel.ts';
import { CarouselArrow } from './carousel-arrow.tsx';

export interface CarouselProps {
  children: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Slides in view at the design width (the stylesheet may show fewer on narrow screens). */
  slidesToShow?: number;
  /** Slides an arrow moves by; each view's first slide is a snap point. */
  slidesToScroll?: number;
  dots?: boolean;
  arrows?: boolean;
  autoplay?: boolean;
  autoplaySpeed?: number;
  infinite?: boolean;
  className?: string;
  prevLabel?: string;
  nextLabel?: string;
}

export function Carousel({
  children,
  label,
  slidesToShow = 1,
  slidesToScroll = slidesToShow,
  dots = true,
  arrows = true,
  autoplay = false,
  autoplaySpeed = 5000,
  infinite = true,
  className,
  prevLabel = CAROUSEL.prev,
  nextLabel = CAROUSEL.next,
}: CarouselProps) {
  const { ref, index, perView, goTo } = useSnapIndex<HTMLDivElement>(slidesToShow);
  const id = useId();
  const [held, setHeld] = useState({ hover: false, focus: false });
  // The script is running (set after hydration): from then on, slides out of view are inert.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const count = children.length;
  const step = Math.max(1, Math.min(slidesToScroll, perView));
  const lastStart = Math.max(0, count - perView);
  // The hook counts the last slide as current at the very end; the view then starts earlier.
  const start = Math.min(index, lastStart);
  const scrolls = count > perView;
  const looping = infinite && scrolls;
  const views = looping ? Math.ceil(count / step) : Math.ceil(lastStart / step) + 1;
  const view = start >= lastStart ? views - 1 : Math.floor(start / step);
  const next = () => goTo(start >= lastStart ? (looping ? 0 : lastStart) : Math.min(start + step, lastStart));
  const prev = () => goTo(start <= 0 ? (looping ? lastStart : 0) : Math.max(0, start - step));
  useAutoplay(autoplay && scrolls && !held.hover && !held.focus, autoplaySpeed, next);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      (e.key === 'ArrowLeft' ? prev : next)();
    }
  };
  const trackId = `${id}-track`;
  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--per-view': slidesToShow } as CSSProperties}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div className="carousel__frame">
        {arrows && scrolls ? (
          <CarouselArrow
            direction="prev"
            label={prevLabel}
            controls={trackId}
            disabled={!looping && start <= 0}
            onClick={prev}
          />
        ) : null}
        <div ref={ref} className="carousel__track" id={trackId} aria-live={autoplay ? 'off' : 'polite'}>
          {children.map((child, i) => {
            const shown = i >= start && i < start + perView;
            return (
              <div
                key={i}
                className={`carousel__slide${shown ? ' is-active' : ''}${i === start ? ' is-current' : ''}${i % step ? ' is-within' : ''}`}
                data-index={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${count}`}
                inert={live && !shown}
              >
                {child}
              </div>
            );
          })}
        </div>
        {arrows && scrolls ? (
          <CarouselArrow
            direction="next"
            label={nextLabel}
            controls={trackId}
            disabled={!looping && start >= lastStart}
            onClick={next}
          />
        ) : null}
        {dots && scrolls ? (
          <ul className="carousel__dots">
            {Array.from({ length: views }, (_, i) => (
              <li key={i} className={i === view ? 'is-active' : undefined}>
                <button
                  type="button"
                  aria-label={`${i + 1} / ${views}`}
                  aria-current={i === view ? 'true' : undefined}
                  aria-controls={trackId}
                  onClick={() => goTo(Math.min(i * step, lastStart))}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
