// The one shell around either app, built from the hydration payload: the document (document.tsx)
// and the request-wide site data. The server renders the page inside it
// (server/pages/render-document.tsx) and each browser entry hydrates inside it
// (client-desktop/entry.tsx, client-mobile/entry.tsx), so both renders start from the same
// element tree and the same values.
import type { ReactNode } from 'react';
import { Document } from './document.tsx';
import type { Payload } from './payload.ts';
import { SiteDataContext } from './site-data.tsx';

export function DocumentShell({
  payload,
  payloadJson,
  children,
}: {
  payload: Payload;
  /** The payload serialized, exactly as the server wrote it (the browser passes it back). */
  payloadJson: string;
  children: ReactNode;
}) {
  const { lang, device, assets, thirdParty, site, seed } = payload;
  return (
    <Document lang={lang} device={device} assets={assets} payloadJson={payloadJson} thirdParty={thirdParty}>
      <SiteDataContext value={{ lang, device, site, seed }}>{children}</SiteDataContext>
    </Document>
  );
}
