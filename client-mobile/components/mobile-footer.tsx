// The phone footer: the company facts of the desktop footer in one column.
import type { RootData } from '../../shared/routes/route-table.ts';

export function MobileFooter({ root }: { root: RootData }) {
  const { config, year } = root;
  return (
    <footer className="m-footer">
      <p className="m-footer__hotline">
        咨询热线 <a href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>{config.hotline}</a>
      </p>
      <p>{config.workingHours}</p>
      <p>
        商务咨询 <a href={`mailto:${config.businessEmail}`}>{config.businessEmail}</a>
      </p>
      <p>
        活动合作 <a href={`mailto:${config.cooperationEmail}`}>{config.cooperationEmail}</a>
      </p>
      <p>总部：{config.headOffice}</p>
      <p>分支机构：{config.branches.join('、')}</p>
      <p className="m-footer__legal">
        <a href={config.privacyPolicyUrl}>隐私政策</a>
        <a href={config.disclaimerUrl}>免责声明</a>
      </p>
      <p className="m-footer__legal">
        © {year} {config.companyName}
        <br />
        <a href={config.icp.link} target="_blank" rel="noopener noreferrer">
          {config.icp.text}
        </a>
      </p>
    </footer>
  );
}
