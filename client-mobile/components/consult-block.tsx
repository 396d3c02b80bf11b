// The consultation form after the connect block of the phone product, solution, partner and
// complex-scene pages, as on the desktop pages (only the phone home page drops it, spec 'Chinese
// home page'). The form and its rules are the shared ones; this is only the phone's frame.
import { ConsultForm } from '../../shared/components/consult-form.tsx';
import { MOBILE_CONSULT } from '../../shared/copy/mobile-zh.ts';
import type { RootData } from '../../shared/routes/route-table.ts';

export function ConsultBlock({ root }: { root: RootData }) {
  return (
    <section id="consult" className="m-section m-form-section">
      <div className="container">
        <ConsultForm
          title={MOBILE_CONSULT.title}
          subtitle={MOBILE_CONSULT.subtitle}
          privacyUrl={root.config.privacyPolicyUrl}
          disclaimerUrl={root.config.disclaimerUrl}
        />
      </div>
    </section>
  );
}
