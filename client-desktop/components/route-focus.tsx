// Where a client navigation leaves the visitor: at the top of the new page, or at its #anchor
// (react-router's ScrollRestoration). The browser itself would leave focus on the link clicked
// (now gone, so on <body>) and say nothing, as if the page had not changed; this does what a page
// load does for a screen reader: focus moves to the new page's main heading (focusable by
// tabindex=-1; to an #anchor's target when the address names one; to <main> for a page without a
// heading), and a polite live region reads out the new page's title. The first render is the
// server's page, which the browser announced itself.
import { useEffect, useRef, useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';

/** The element an #anchor names ('' for none, or a malformed escape). */
function anchorId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

function focusTarget(): HTMLElement | null {
  const id = anchorId();
  return (
    (id ? document.getElementById(id) : null) ??
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('main')
  );
}

export function RouteFocus() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const shown = useRef(page);
  // The count makes each announcement a new text node, so two pages with one title are both read.
  const [said, setSaid] = useState({ title: '', count: 0 });
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const target = focusTarget();
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // The scroll is ScrollRestoration's (top, or the #anchor).
      target.focus({ preventScroll: true });
    }
    // React has put the new page's <title> in place by the time effects run.
    setSaid((s) => ({ title: document.title, count: s.count + 1 }));
  }, [page]);
  return (
    <>
      <ScrollRestoration />
      <p className="visually-hidden" role="status" aria-atomic="true" data-route-announcer="">
        {said.title ? <span key={said.count}>{said.title}</span> : null}
      </p>
    </>
  );
}
