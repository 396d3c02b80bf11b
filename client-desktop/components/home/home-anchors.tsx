// The header's in-page navigation on the home pages (spec: the desktop header can scroll to the
// banner, figures, product matrix and news, scroll offset −40). Plain #anchors that work without
// JavaScript; once hydrated, a smooth scroll that honours the offset and moves focus to the
// section, and the dot of the section in view is marked.
import { useEffect, useState, type MouseEvent } from 'react';
import type { Lang } from '../../../shared/site-types.ts';
import { HEADER_SCROLL_OFFSET } from '../../../shared/constants.ts';
import { HOME_ANCHORS } from '../../../shared/copy/desktop/home-anchors.ts';

/** Ids of the home sections, in page order (the home page and the header share them). */
export const HOME_SECTION = {
  banner: 'home-banner',
  figures: 'home-figures',
  products: 'home-products',
  stories: 'home-stories',
  industries: 'home-industries',
  facts: 'home-facts',
  news: 'home-news',
  brands: 'home-brands',
  connect: 'home-connect',
  consult: 'home-consult',
} as const;

const TARGETS = [HOME_SECTION.banner, HOME_SECTION.figures, HOME_SECTION.products, HOME_SECTION.news] as const;

const LABELS: Record<Lang, { nav: string } & Record<(typeof TARGETS)[number], string>> = HOME_ANCHORS;

/** Scrolls to a home section with the header offset (the banner: to the very top). */
function scrollToSection(id: string): void {
  const el = document.getElementById(id);
  if (!el) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = id === HOME_SECTION.banner ? 0 : el.getBoundingClientRect().top + window.scrollY + HEADER_SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  el.focus({ preventScroll: true });
}

export function onSectionLinkClick(e: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  scrollToSection(id);
}

/** On a home page the header's logo scrolls back to the banner instead of reloading the page. */
export function homeLogoClick(home: boolean) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (home) onSectionLinkClick(e, HOME_SECTION.banner);
  };
}

export function HomeAnchors({ lang }: { lang: Lang }) {
  const labels = LABELS[lang];
  const [current, setCurrent] = useState<string>(HOME_SECTION.banner);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // The last target whose top has passed 40% of the viewport is the one being read.
      const line = window.innerHeight * 0.4;
      let seen: string = TARGETS[0];
      for (const id of TARGETS) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) seen = id;
      }
      setCurrent(seen);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <nav className="home-anchors" aria-label={labels.nav}>
      <ul className="home-anchors__list">
        {TARGETS.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={`home-anchors__link${current === id ? ' is-current' : ''}`}
              aria-current={current === id ? 'location' : undefined}
              onClick={(e) => onSectionLinkClick(e, id)}
            >
              <span className="home-anchors__label">{labels[id]}</span>
              <span className="home-anchors__dot" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
