// The phone bundle: hydrate the server-rendered page with its own page chunk. No client router:
// links are full page loads of fast server-rendered pages, which keeps this bundle small.
import './styles/mobile.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadPageChunk } from '../shared/app/chunk-reload.ts';
import { Document } from '../shared/app/document.tsx';
import type { PageProps } from '../shared/app/page-types.ts';
import { pageParts, readPayload } from '../shared/app/payload.ts';
import { structuredDataIn } from '../shared/components/seo-tags.tsx';
import { captureAdClickId } from '../shared/forms/ad-click.ts';
import { outboxesHoldSome } from '../shared/forms/outbox-keys.ts';
import { MobileApp } from './app.tsx';
import { keepStaticParts } from './components/static-part.tsx';
import { mobilePages } from './pages.ts';

// A landing from a Baidu ad carries bd_vid: keep it for the conversion a lead may bring.
try {
  captureAdClickId(location.href, localStorage, Date.now());
} catch {
  // Storage can be unavailable (private mode, disabled cookies): no conversion then.
}

const { payload, json } = readPayload(document);
// Before React touches the document: the markup of the parts the phone bundle does not render.
keepStaticParts(document);
const { root, data, error } = pageParts(payload);
const chunk = error
  ? undefined
  : await loadPageChunk(
      mobilePages[payload.routeId as keyof typeof mobilePages] as () => Promise<{
        default: React.ComponentType<PageProps>;
      }>,
      () => location.href,
    );

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread in one long task; a tap meanwhile makes React finish hydrating first. A page
// whose chunk cannot load (offline, or gone and already reloaded once) stays as the server
// rendered it: readable, its links full page loads.
if (!chunk || chunk.ok) {
  const Page = chunk ? chunk.module.default : null;
  startTransition(() => {
    hydrateRoot(
      document,
      <Document payload={payload} payloadJson={json}>
        <MobileApp
          routeId={payload.routeId}
          root={root}
          data={data}
          error={error}
          Page={Page}
          location={payload.location}
          structuredData={structuredDataIn(document.getElementById('app'))}
        />
      </Document>,
    );
  });
}

// A lead an earlier page could not deliver goes out now, on whichever page the visitor opened.
// The outbox code loads only when storage holds something (most visits hold nothing).
let store: Storage | undefined;
try {
  store = localStorage;
} catch {
  // No storage: nothing was kept.
}
if (outboxesHoldSome(store)) {
  import('../shared/forms/lead-outbox.ts').then(
    (m) => m.flushLeadOutbox(),
    (error: unknown) => console.warn('lead outbox not sent', error),
  );
}
