// The consultation form after the connect block of the phone product, solution, partner and
// complex-scene pages, as on the desktop pages (only the phone home page drops it, spec 'Chinese
// home page'). The form and its rules are the shared ones; this is only the phone's frame.
// The form is the last thing on its pages and an island (shared/app/island.tsx): its code (about
// 5 KiB gzip with the lead rules) is not in the page's first load, and it hydrates when it comes
// within a screen of the viewport or is touched; a submit before that posts the plain form, which
// the server answers as the page would (docs/leads.md, "Forms without JavaScript").
import { Island } from '../../shared/app/island.tsx';
import { ConsultForm } from '../../shared/components/consult-form.tsx';
import { MOBILE_CONSULT } from '../../shared/copy/mobile/consult.ts';
import type { RootData } from '../../shared/routes/route-table.ts';

export function ConsultSection({ root }: { root: RootData }) {
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

export function ConsultBlock({ root }: { root: RootData }) {
  return <Island name="consult" component={ConsultSection} props={{ root }} />;
}
