// The whole HTML document around either app, built from the hydration payload, with the
// request-wide site data for the app inside it: the one shell the server renders the page in
// (server/pages/render-document.tsx) and each browser entry hydrates (client-desktop/entry.tsx,
// client-mobile/entry.tsx), so both renders start from the same tree and the same values. React 19
// hoists each page's <title> and <meta> into this <head>.
import { useEffect, type ReactNode } from 'react';
import { MANIFEST_PATH } from '../seo/brand-files.ts';
import { startAnalytics } from '../analytics/analytics.ts';
import { CAPTCHA_META_NAME } from '../forms/captcha-script.ts';
import { PAYLOAD_ELEMENT_ID, type Payload } from './payload.ts';
import { SiteDataContext } from './site-data.tsx';

export interface DocumentProps {
  payload: Payload;
  /** The payload serialized, exactly as the server wrote it (the browser passes it back). */
  payloadJson: string;
  children: ReactNode;
}

export function Document({ payload, payloadJson, children }: DocumentProps) {
  const { lang, device, assets, thirdParty } = payload;
  // Marks the document once React has hydrated it (tests and monitoring wait for this); the
  // analytics tags load after that, when the page has loaded and the browser is idle. The entry
  // renders the document once, with the payload's settings, so this runs once.
  const analytics = thirdParty?.analytics;
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    startAnalytics(analytics);
  }, [analytics]);
  return (
    <html lang={lang === 'en' ? 'en' : 'zh-CN'} data-device={device}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={MANIFEST_PATH[lang]} />
        {thirdParty?.captchaScriptUrl && <meta name={CAPTCHA_META_NAME} content={thirdParty.captchaScriptUrl} />}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.js} />
      </head>
      <body>
        <div id="app" data-device={device}>
          <SiteDataContext
            value={{ lang, device, site: payload.site, seed: payload.seed, postedForm: payload.postedForm }}
          >
            {children}
          </SiteDataContext>
        </div>
        <script
          type="application/json"
          id={PAYLOAD_ELEMENT_ID}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: payloadJson }}
        />
      </body>
    </html>
  );
}
