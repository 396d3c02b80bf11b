// The about page's honours wall on a phone (16 certificates, two at a time): an island.
import { imgSet } from '../../shared/images/responsive-image.ts';
import { SnapCarousel } from './snap-carousel.tsx';

export function HonoursCarousel({ label, honours }: { label: string; honours: { image: string; title: string }[] }) {
  return (
    <SnapCarousel
      label={label}
      arrows
      className="m-carousel--honours"
      perView={2}
      slides={honours.map((h) => (
        <img
          className="m-honour"
          key={h.image}
          {...imgSet(h.image, 167)}
          alt={h.title}
          width="240"
          height="320"
          loading="lazy"
        />
      ))}
    />
  );
}
