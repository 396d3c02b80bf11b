// Section items as a phone list: icon, title and summary in a row each (solution challenges and
// scenarios, configurable-page features, partner supports).
import type { SectionItem } from '../../shared/api/types.ts';
import { imgSet } from '../../shared/images/responsive-image.ts';

export function IconList({
  items,
  numbered = false,
  columns = 1,
}: {
  items: SectionItem[];
  numbered?: boolean;
  columns?: 1 | 2;
}) {
  return (
    <ul className={`m-icon-list${columns === 2 ? ' m-icon-list--two' : ''}`}>
      {items.map((item, i) => (
        <li key={item.title ?? i} className="m-icon-list__item">
          {numbered ? (
            <span className="m-icon-list__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          ) : item.icon ? (
            <img
              className="m-icon-list__icon"
              {...imgSet(item.icon, 44)}
              alt=""
              width="64"
              height="64"
              loading="lazy"
            />
          ) : null}
          <div className="m-icon-list__body">
            <h3 className="m-icon-list__title">{item.title}</h3>
            {item.summary ? <p className="m-icon-list__summary">{item.summary}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
