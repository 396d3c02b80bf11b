// The previous/next button of the desktop carousel: ours instead of slick's icon font. react-slick
// passes the slick-disabled class when the carousel cannot move that way.
import type { CustomArrowProps } from 'react-slick';

export function CarouselArrow({
  direction,
  label,
  onClick,
  className,
}: CustomArrowProps & { direction: 'prev' | 'next'; label: string }) {
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
        <path
          d={direction === 'prev' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
