// The phone bottom bar (spec §2): try now (the form), phone consult (dials the company number)
// and solution consult (the company's WeCom customer service).
import type { RootData } from '../../shared/routes/route-table.ts';

export function BottomBar({ root }: { root: RootData }) {
  const { config } = root;
  return (
    <nav className="m-bottom-bar" aria-label="快捷咨询">
      <a className="m-bottom-bar__item" href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>
        电话咨询
      </a>
      <a className="m-bottom-bar__item" href={config.wecomServiceUrl} rel="noopener noreferrer">
        方案咨询
      </a>
      <a className="m-bottom-bar__item m-bottom-bar__item--primary" href={config.submitFormUrl}>
        立即试用
      </a>
    </nav>
  );
}
