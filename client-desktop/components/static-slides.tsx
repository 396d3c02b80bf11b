// The first view of a carousel as plain markup, laid out exactly as react-slick lays out its
// first view (its classes, track and slide widths, active slides, arrows and dots), without its
// clones and component work. Used for the server render and the hydration pass; the Carousel
// then swaps in the slider.
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { CarouselArrow } from './carousel-arrow.tsx';

// react-slick gives every slide these props (Slider's row layout with one slide per row).
const SLIDE_STYLE = { width: '100%', display: 'inline-block' } as const;

export function StaticSlides({
  children,
  slidesToShow,
  slidesToScroll,
  dots,
  arrows,
  looping,
  prevLabel,
  nextLabel,
}: {
  children: ReactNode[];
  slidesToShow: number;
  slidesToScroll: number;
  dots: boolean;
  arrows: boolean;
  looping: boolean;
  prevLabel: string;
  nextLabel: string;
}) {
  const count = children.length;
  // With no more slides than fit, react-slick 'unslicks': no arrows and no dots.
  const scrolls = count > slidesToShow;
  const dotCount = looping ? Math.ceil(count / slidesToScroll) : Math.ceil((count - slidesToShow) / slidesToScroll) + 1;
  return (
    <div className="slick-slider slick-initialized" dir="ltr">
      {arrows && scrolls && (
        <CarouselArrow direction="prev" label={prevLabel} className={looping ? undefined : 'slick-disabled'} />
      )}
      <div className="slick-list">
        <div className="slick-track" style={{ width: `${(count * 100) / slidesToShow}%`, left: 0 }}>
          {children.map((child, i) => {
            const active = i < slidesToShow;
            return (
              <div
                key={i}
                data-index={i}
                className={
                  active
                    ? i === 0
                      ? 'slick-slide slick-active slick-current'
                      : 'slick-slide slick-active'
                    : 'slick-slide'
                }
                tabIndex={-1}
                aria-hidden={!active}
                inert={!active}
                style={{ outline: 'none', width: `${100 / count}%` }}
              >
                <div>
                  {isValidElement<{ style?: object; tabIndex?: number }>(child)
                    ? cloneElement(child, { tabIndex: -1, style: SLIDE_STYLE })
                    : child}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {arrows && scrolls && <CarouselArrow direction="next" label={nextLabel} />}
      {dots && scrolls && (
        <ul className="carousel__dots">
          {Array.from({ length: dotCount }, (_, i) => (
            <li key={i} className={i === 0 ? 'slick-active' : ''}>
              <button type="button">{i + 1}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
