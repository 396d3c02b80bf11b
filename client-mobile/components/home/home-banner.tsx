// The phone home banner: six slides, 397 px high (spec §9), swiped natively and advancing on
// its own until the visitor touches it. Each slide's art is composed for the phone's frame
// (banner-mobile-*), not the desktop's 1920x440 art cropped.
import { BANNER_HEIGHT } from '../../../shared/constants.ts';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import type { RootData } from '../../../shared/routes/route-table.ts';
import { SnapCarousel } from '../snap-carousel.tsx';
import { CtaLink } from './home-cta.tsx';

export function HomeBanner({ banner, root }: { banner: HomeCopy['banner']; root: RootData }) {
  return (
    <div className="m-banner" style={{ height: BANNER_HEIGHT.mobile }}>
      <SnapCarousel
        label={banner.label}
        dots
        autoplayMs={5000}
        className="m-carousel--banner"
        slides={banner.slides.map((s, i) => (
          <div className="m-banner__slide" key={s.art}>
            <img
              className="m-banner__bg"
              src={`/media/art/banner-mobile-${s.art}.svg`}
              alt=""
              width="390"
              height="397"
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
            <div className="m-banner__content">
              <p className="m-banner__eyebrow">{s.eyebrow}</p>
              <p className="m-banner__title">{s.title}</p>
              <p className="m-banner__subtitle">{s.subtitle}</p>
              <p className="m-banner__actions">
                {s.ctas.map((c) => (
                  <CtaLink
                    key={c.text}
                    cta={c}
                    root={root}
                    className={`btn btn--small ${c.primary ? 'btn--primary' : 'm-banner__ghost'}`}
                  />
                ))}
              </p>
            </div>
          </div>
        ))}
      />
    </div>
  );
}
