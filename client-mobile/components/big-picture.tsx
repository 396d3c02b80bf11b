// A wide picture (architecture, process) on a phone: full width, its words too small to read at
// that width, so the link under it opens it alone at full size to read and zoom; the link's
// target covers the picture too (blocks.css), so a tap on the picture opens it as well.
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
