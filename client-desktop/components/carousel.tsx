// The desktop carousel: react-slick, with the same settings on the server and in the browser so
// the first slides render identically (no hydration mismatch). Keyboard arrows, pause on hover
// and focus, and labelled previous/next buttons come with it.
import type { ReactNode } from 'react';
import type { ComponentType } from 'react';
import * as SlickModule from 'react-slick';
import type { CustomArrowProps, Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';

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
  fade?: boolean;
  className?: string;
  prevLabel?: string;
  nextLabel?: string;
  afterChange?: (index: number) => void;
}

function Arrow({ direction, label, onClick, className }: CustomArrowProps & { direction: 'prev' | 'next'; label: string }) {
  const disabled = className?.includes('slick-disabled');
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      onClick={onClick}
      aria-label={label}
      disabled={disabled}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d={direction === 'prev' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
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
  fade = false,
  className,
  prevLabel = '上一页',
  nextLabel = '下一页',
  afterChange,
}: CarouselProps) {
  const settings: Settings = {
    slidesToShow,
    slidesToScroll,
    dots,
    arrows,
    autoplay,
    autoplaySpeed,
    infinite: infinite && children.length > slidesToShow,
    fade,
    speed: 500,
    pauseOnHover: true,
    pauseOnFocus: true,
    accessibility: true,
    lazyLoad: undefined,
    dotsClass: 'carousel__dots',
    prevArrow: <Arrow direction="prev" label={prevLabel} />,
    nextArrow: <Arrow direction="next" label={nextLabel} />,
    afterChange,
  };
  return (
    <section className={`carousel${className ? ` ${className}` : ''}`} aria-roledescription="carousel" aria-label={label}>
      <Slider {...settings}>{children}</Slider>
    </section>
  );
}
