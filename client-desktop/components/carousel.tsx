// The desktop carousel: react-slick in the browser. The server renders the first view as plain
// markup with slick's own classes and the same settings (DESIGN 'Rendering rules'): no clones and
// none of slick's component work, which made the carousel one of the costliest parts of a
// server render. The browser hydrates that markup and swaps in the slider in a layout effect,
// before the first paint, so visitors never see the switch. Keyboard arrows, pause on hover and
// focus, and labelled previous/next buttons come with react-slick.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import * as SlickModule from 'react-slick';
import type { Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { CarouselArrow } from './carousel-arrow.tsx';
import { StaticSlides } from './static-slides.tsx';

// react-slick is CommonJS; depending on the bundler its default export arrives wrapped.
type SliderType = ComponentType<Settings & { children?: ReactNode }>;
const slick = SlickModule as unknown as { default: SliderType | { default: SliderType } };
const Slider: SliderType = 'default' in slick.default ? slick.default.default : slick.default;

export interface CarouselProps {
  children: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  slidesToShow?: number;
  slidesToScroll?: number;
  dots?: boolean;
  arrows?: boolean;
  autoplay?: boolean;
  autoplaySpeed?: number;
  infinite?: boolean;
  className?: string;
  prevLabel?: string;
  nextLabel?: string;
  afterChange?: (index: number) => void;
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
  prevLabel = '上一页',
  nextLabel = '下一页',
  afterChange,
}: CarouselProps) {
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (live && region.current) return keepHiddenSlidesInert(region.current);
  }, [live]);
  const looping = infinite && children.length > slidesToShow;
  const settings: Settings = {
    slidesToShow,
    slidesToScroll,
    dots,
    arrows,
    autoplay,
    autoplaySpeed,
    infinite: looping,
    speed: 500,
    pauseOnHover: true,
    pauseOnFocus: true,
    accessibility: true,
    lazyLoad: undefined,
    dotsClass: 'carousel__dots',
    prevArrow: <CarouselArrow direction="prev" label={prevLabel} />,
    nextArrow: <CarouselArrow direction="next" label={nextLabel} />,
    afterChange,
  };
  return (
    <section
      ref={region}
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {live ? (
        <Slider {...settings}>{children}</Slider>
      ) : (
        <StaticSlides
          slidesToShow={slidesToShow}
          slidesToScroll={slidesToScroll}
          dots={dots}
          arrows={arrows}
          looping={looping}
          prevLabel={prevLabel}
          nextLabel={nextLabel}
        >
          {children}
        </StaticSlides>
      )}
    </section>
  );
}

/**
 * react-slick hides the slides out of view (and its clones) from assistive technology with
 * aria-hidden, but their links and buttons stay in the tab order: a keyboard user would land on
 * a card nobody can see. Each slide slick hides is made inert as well, and again whenever slick
 * moves (it rewrites aria-hidden on every change). Returns the cleanup.
 */
function keepHiddenSlidesInert(root: HTMLElement): () => void {
  const sync = () => {
    for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
      const hidden = slide.getAttribute('aria-hidden') === 'true';
      if (slide.inert !== hidden) slide.inert = hidden;
    }
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}
