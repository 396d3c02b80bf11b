// A wide picture (architecture, process) on a phone: full width, with a link to open it alone
// so it can be zoomed.
import { MOBILE_TEMPLATE } from '../../shared/copy/mobile/template.ts';
import { imgSet, PHONE_COLUMN } from '../../shared/images/responsive-image.ts';

export function BigPicture({ src, alt }: { src: string; alt: string }) {
  return (
    <figure className="m-picture">
      <img {...imgSet(src, 398, PHONE_COLUMN)} alt={alt} width="1200" height="640" loading="lazy" decoding="async" />
      <figcaption>
        <a href={src} target="_blank" rel="noopener">
          {MOBILE_TEMPLATE.viewLarge}
        </a>
      </figcaption>
    </figure>
  );
}
