// The consultation form after the connect block of the phone product, solution, partner and
// complex-scene pages, as on the desktop pages (only the phone home page drops it, spec 'Chinese
// home page'). The form and its rules are the shared ones; this is only the phone's frame.
// The form is the last thing on its pages: in the phone's bundle its code (about 5 KiB gzip with
// the lead rules) loads when the block comes within a screen of the viewport, not with the page.
// Until then React keeps the server's markup of it in a Suspense boundary that is not hydrated
// yet, and hydrates it when the code is there; a tap on it meanwhile is replayed after that.
import { lazy, Suspense, type ComponentType } from 'react';
import { MOBILE_CONSULT } from '../../shared/copy/mobile/consult.ts';
import type { RootData } from '../../shared/routes/route-table.ts';

/** Resolves once the element `id` is within a screen of the viewport (at once without one). */
function nearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    seen.observe(el);
  });
}

type FormModule = typeof import('../../shared/components/consult-form.tsx');
const formModule = (): Promise<FormModule> => import('../../shared/components/consult-form.tsx');

// The server renders the form at once (renderToString does not wait). Not a static import: esbuild
// would keep it in the phone's first load even though the phone's bundle never uses it.
const Form: ComponentType<Parameters<FormModule['ConsultForm']>[0]> =
  process.env.BUNDLE === 'mobile'
    ? lazy(() =>
        nearViewport('consult')
          .then(formModule)
          .then((m) => ({ default: m.ConsultForm })),
      )
    : (await formModule()).ConsultForm;

export function ConsultBlock({ root }: { root: RootData }) {
  return (
    <section id="consult" className="m-section m-form-section">
      <div className="container">
        <Suspense fallback={null}>
          <Form
            title={MOBILE_CONSULT.title}
            subtitle={MOBILE_CONSULT.subtitle}
            privacyUrl={root.config.privacyPolicyUrl}
            disclaimerUrl={root.config.disclaimerUrl}
          />
        </Suspense>
      </div>
    </section>
  );
}
