// Industry solutions on a phone: six industry tabs; swiping the panels changes the tab (spec
// §4 'industry tab index changes by hover or swipe'). The panels are static parts: only the
// heading and the tab list are hydrated in the browser (an island).
import { ImageList } from '../../../shared/components/image-list.tsx';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { HOME_INDUSTRY_TABS as TABS } from '../../../shared/copy/home.ts';
import { MSection } from '../m-section.tsx';
import { SwipeTabs } from '../swipe-tabs.tsx';
import { Island } from '../../../shared/app/island.tsx';

type Industries = HomeCopy['industries'];

function IndustryPanel({ ind, industries }: { ind: Industries['items'][number]; industries: Industries }) {
  return (
    <article className="m-industry">
      <img className="m-industry__cover" src={ind.cover} alt="" width="520" height="288" loading="lazy" />
      <h3 className="m-industry__title">{ind.title}</h3>
      <p className="m-industry__summary">{ind.summary}</p>
      <ul className="m-industry__points">
        {ind.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p className="m-industry__logos-label">{industries.logosLabel}</p>
      <ImageList
        className="m-industry__logos"
        images={ind.logos.map((l) => ({ src: l.icon, alt: l.name, width: 200, height: 80 }))}
      />
      {ind.link ? (
        <a className="btn btn--ghost btn--small m-industry__link" href={ind.link}>
          {industries.linkText}
        </a>
      ) : null}
    </article>
  );
}

export function HomeIndustries({ industries }: { industries: Industries }) {
  return (
    <MSection id="industries" title={TABS.title} subtitle={TABS.subtitle}>
      <Island
        name="swipe-tabs"
        k="industries"
        component={SwipeTabs}
        props={{
          label: TABS.label,
          className: 'm-industries',
          names: TABS.names,
          part: 'industry',
          panel: (i) => <IndustryPanel ind={industries.items[i]!} industries={industries} />,
        }}
      />
    </MSection>
  );
}
