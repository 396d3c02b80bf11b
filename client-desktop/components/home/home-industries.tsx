// Industry solutions (spec: six tabs; the index starts at 0 and changes by hover or swipe). Tabs
// also follow the keyboard (arrow keys focus and show the next industry) and clicks; a
// horizontal swipe on the panel steps to the neighbouring industry (HomeTabs).
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { ImageList } from '../../../shared/components/image-list.tsx';
import { HomeTabs } from './home-tabs.tsx';

export function HomeIndustries({ copy }: { copy: HomeCopy['industries'] }) {
  return (
    <HomeTabs
      section="industries"
      copy={copy}
      items={copy.items}
      itemKey={(item) => item.name}
      hoverAndSwipe
      tab={(item) => (
        <>
          <img src={item.icon} alt="" width="32" height="32" loading="lazy" decoding="async" />
          <span>{item.name}</span>
        </>
      )}
      panelClass="home-industry"
      panel={(item) => (
        <>
          <div className="home-industry__body">
            <h3 className="home-industry__title">{item.title}</h3>
            <p className="home-industry__summary">{item.summary}</p>
            <ul className="home-industry__points">
              {item.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p className="home-industry__logos-label">{copy.logosLabel}</p>
            <ImageList
              className="home-industry__logos"
              images={item.logos.map((l) => ({ src: l.icon, alt: l.name, width: l.width, height: l.height }))}
            />
            {item.link ? (
              <AppLink to={item.link} className="btn btn--primary home-industry__link">
                {copy.linkText}
              </AppLink>
            ) : null}
          </div>
          <img
            className="home-industry__cover"
            src={item.cover}
            alt=""
            width="520"
            height="288"
            loading="lazy"
            decoding="async"
          />
        </>
      )}
    />
  );
}
