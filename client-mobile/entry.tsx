// The phone bundle: the page is the server's HTML, and only its interactive parts run, each an
// island hydrated on its own (island-runtime.tsx, shared/app/island.tsx). No client router:
// links are full page loads of fast server-rendered pages, which keeps this bundle small.
import './styles/mobile.css';
import { startAnalytics } from '../shared/analytics/analytics.ts';
import { pageParts, readPayload } from '../shared/app/payload.ts';
import { captureAdClickId } from '../shared/forms/ad-click.ts';
import { outboxesHoldSome } from '../shared/forms/outbox-keys.ts';
import { keepStaticParts } from './components/static-part.tsx';
import { hydrateIslands } from './island-runtime.tsx';
import { islandCode } from './islands.ts';

// A landing from a Baidu ad carries bd_vid: keep it for the conversion a lead may bring.
try {
  captureAdClickId(location.href, localStorage, Date.now());
} catch {
  // Storage can be unavailable (private mode, disabled cookies): no conversion then.
}

const { payload } = readPayload(document);
// Before React touches the document: the markup of the static parts inside islands.
keepStaticParts(document);
const { root, data } = pageParts(payload);
const { lang, device, site, seed, postedForm } = payload;
void hydrateIslands(document, islandCode, {
  siteData: { lang, device, site, seed, postedForm },
  fromPayload: { root, data },
}).then(() => {
  // Tests and monitoring wait for this; the analytics tags load after it, when the browser is idle.
  document.documentElement.dataset.hydrated = 'true';
  startAnalytics(payload.thirdParty?.analytics);
});

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
