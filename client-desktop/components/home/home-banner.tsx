// The home banner (spec: six slides on the Chinese home, seven on the English one, 440 px high):
// the shared scroll-snap Carousel, autoplay with dots, and a pause button so the motion
// can be stopped (it also starts paused for visitors who ask for reduced motion).
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import type { CtaConfig } from '../../../shared/app/cta-link.ts';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { Carousel } from '../carousel.tsx';
import { HOME_SECTION } from './home-anchors.tsx';
import { HomeCtaLink } from './home-cta.tsx';

/** The widths the tablet art is for (client-desktop/styles/tablet.css composes the banner there). */
const TABLET_MEDIA = '(min-width: 768px) and (max-width: 1299px)';
/** The desktop widths too narrow for the 1920 art's stack beside the headline (banner-art.ts). */
const WIDE_MEDIA = '(min-width: 1300px) and (max-width: 1679px)';

export function HomeBanner({ copy, h1, config }: { copy: HomeCopy['banner']; h1: string; config: CtaConfig }) {
  const [playing, setPlaying] = useState(true);
  // The first slide's art, in the version the width shows, found before the stylesheet is read
  // (React preloads a lone high-priority <img> by itself, but not one inside a <picture>).
  const first = copy.slides[0]?.art;
  if (first) {
    preload(`/media/art/banner-${first}.svg`, {
      as: 'image',
      fetchPriority: 'high',
      media: 'not all and (min-width: 768px) and (max-width: 1679px)',
    });
    preload(`/media/art/banner-tablet-${first}.svg`, { as: 'image', fetchPriority: 'high', media: TABLET_MEDIA });
    preload(`/media/art/banner-wide-${first}.svg`, { as: 'image', fetchPriority: 'high', media: WIDE_MEDIA });
  }
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);
  return (
    <section id={HOME_SECTION.banner} className="home-banner home-section" tabIndex={-1} aria-label={copy.label}>
      <h1 className="visually-hidden">{h1}</h1>
      <Carousel
        label={copy.label}
        autoplay={playing}
        autoplaySpeed={5000}
        prevLabel={copy.prev}
        nextLabel={copy.next}
        className="home-banner__carousel"
      >
        {copy.slides.map((slide, i) => (
          <div key={slide.art} className="home-banner__slide">
            <picture>
              {/* Tablet widths: the art composed with its stack whole in the right third. */}
              <source
                media={TABLET_MEDIA}
                srcSet={`/media/art/banner-tablet-${slide.art}.svg`}
                width="1200"
                height="600"
              />
              <source media={WIDE_MEDIA} srcSet={`/media/art/banner-wide-${slide.art}.svg`} width="1680" height="440" />
              <img
                className="home-banner__art"
                src={`/media/art/banner-${slide.art}.svg`}
                alt=""
                width="1920"
                height="440"
                decoding="async"
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            </picture>
            <div className="container home-banner__content">
              <p className="home-banner__eyebrow">{slide.eyebrow}</p>
              <h2 className="home-banner__title">{slide.title}</h2>
              <p className="home-banner__subtitle">{slide.subtitle}</p>
              <ul className="home-banner__points">
                {slide.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <div className="home-banner__actions">
                {slide.ctas.map((cta) => (
                  <HomeCtaLink key={cta.text} cta={cta} config={config} tone="dark" />
                ))}
              </div>
            </div>
          </div>
        ))}
      </Carousel>
      <div className="container home-banner__controls">
        <button
          type="button"
          className="home-banner__toggle"
          aria-label={playing ? copy.pause : copy.play}
          onClick={() => setPlaying((p) => !p)}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            {playing ? (
              <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
            ) : (
              <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
            )}
          </svg>
        </button>
      </div>
    </section>
  );
}
