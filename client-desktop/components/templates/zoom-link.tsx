// A picture whose words are too small at the width the page gives it (an application window in a
// tab or beside a featured case, a process or architecture picture) opens alone at full size,
// where they read at 12 px and more. A plain link: it works without scripts, and the browser's own
// viewer zooms. The pictures are the demo art's 1200 × 640 windows and diagrams.
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function ZoomPicture({
  src,
  width,
  sizes,
  alt,
  title,
  className,
}: {
  src: string;
  /** The width the page shows it at (and `sizes`, when that is not a fixed width). */
  width: number;
  sizes?: string;
  alt: string;
  /** The link's title: what a click does. */
  title: string;
  className?: string;
}) {
  return (
    <a className="zoom-link" href={src} target="_blank" rel="noopener" title={title}>
      <img
        className={className}
        {...imgSet(src, width, sizes)}
        alt={alt}
        width="1200"
        height="640"
        loading="lazy"
        decoding="async"
      />
    </a>
  );
}
