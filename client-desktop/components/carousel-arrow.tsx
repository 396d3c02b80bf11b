// The previous/next button of the desktop carousel.
export function CarouselArrow({
  direction,
  label,
  controls,
  disabled,
  onClick,
}: {
  direction: 'prev' | 'next';
  label: string;
  /** Id of the track it moves. */
  controls: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      onClick={onClick}
      aria-label={label}
      aria-controls={controls}
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
