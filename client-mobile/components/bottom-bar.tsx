// The phone bottom bar (spec §2): phone consult dials the company number, solution consult is the
// mobile 'contact' action (the company's WeCom customer service), try now opens the form page.
// It never covers what the visitor works with: the page's scroll padding (frame.css) keeps what
// the browser scrolls into view clear of it, and a field or button that takes focus while behind
// it (the browser leaves an element that is on the screen where it is) is brought above it.
import { useEffect, useRef } from 'react';
import { MOBILE_FRAME } from '../../shared/copy/mobile/frame.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { telHref } from '../../shared/format/tel-href.ts';

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.2.2 2.4.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM7 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
};

const Icon = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" fillRule="evenodd" />
  </svg>
);

export function BottomBar({ root }: { root: RootData }) {
  const { config } = root;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const el = e.target;
      const bar = ref.current;
      // Only the page's own content: not the bar, the header and its menu, or a sheet over all.
      if (!(el instanceof Element) || !bar || el.closest('.m-bottom-bar, .m-header, [role="dialog"]')) return;
      const box = el.getBoundingClientRect();
      if (box.bottom > bar.getBoundingClientRect().top) el.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return (
    <nav ref={ref} className="m-bottom-bar" aria-label={MOBILE_FRAME.quickActions}>
      <a className="m-bottom-bar__item" href={telHref(config.hotline)} data-action="phone">
        <Icon d={ICONS.phone} />
        {MOBILE_FRAME.phoneConsult}
      </a>
      <a className="m-bottom-bar__item" href={config.wecomServiceUrl} rel="noopener noreferrer" data-action="contact">
        <Icon d={ICONS.chat} />
        {MOBILE_FRAME.solutionConsult}
      </a>
      <a className="m-bottom-bar__item m-bottom-bar__item--primary" href={config.submitFormUrl} data-action="try">
        {MOBILE_FRAME.tryNow}
      </a>
    </nav>
  );
}
