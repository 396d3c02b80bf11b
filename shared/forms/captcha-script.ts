// The captcha provider's script (config CAPTCHA_SCRIPT_URL), loaded on demand (spec §7): a form
// that needs a captcha calls loadCaptchaScript() when it does, and only then does the page add
// the provider's <script>, once. The URL is page data (a <meta> the document renders when it is
// configured); without it the answer is 'not-configured' and the form goes on as it would.
// No form of the spec asks for a captcha yet; the CSP already allows the provider's origin.

/** The <meta> whose content is the captcha script's URL, which the document renders (shared/app/document.tsx). */
export const CAPTCHA_META_NAME = 'captcha-script';

export type CaptchaScript = 'loaded' | 'not-configured';

let loading: Promise<CaptchaScript> | undefined;

/** Resolves when the captcha script has loaded ('not-configured' without one); rejects when it
 *  cannot load, and a later call tries again. */
export function loadCaptchaScript(doc: Document = document): Promise<CaptchaScript> {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${CAPTCHA_META_NAME}"]`)?.content;
  if (!url) return Promise.resolve('not-configured');
  loading ??= new Promise<CaptchaScript>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    script.onload = () => resolve('loaded');
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error(`captcha script did not load: ${url}`));
    };
    doc.head.append(script);
  });
  return loading;
}
