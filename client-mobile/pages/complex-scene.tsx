// The phone complex-scene page (spec 'Complex-scene page'): banner with 'use now', the scenario
// cards (category 8, 9 a page) and pager (case-list.tsx), connect block and the consultation form.
import type { PageProps } from '../../shared/app/page-types.ts';
import { MOBILE_COMPLEX_SCENE } from '../../shared/copy/mobile/complex-scene.ts';
import { CaseList, CaseListHero } from '../components/case-list.tsx';
import { ConnectBlock } from '../components/connect-block.tsx';
import { ConsultBlock } from '../components/consult-block.tsx';

export default function ComplexScenePage({ data, root }: PageProps<'complex-scene'>) {
  return (
    <main id="main" className="page m-complex">
      <CaseListHero
        data={data}
        copy={MOBILE_COMPLEX_SCENE}
        bg="/media/art/hero-complex-scene.svg"
        buttons={[{ text: MOBILE_COMPLEX_SCENE.button, link: root.config.submitFormUrl }]}
      />
      <CaseList data={data} id="scene-list" title={MOBILE_COMPLEX_SCENE.listTitle} path="/complex-scene" />
      <ConnectBlock root={root} />
      <ConsultBlock root={root} />
    </main>
  );
}
