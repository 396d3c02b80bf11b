// An accordion where one item is open at a time (the phone form of vertical tabs); the first
// starts open so the section never looks empty. Its items are <details> of one name, an exclusive
// accordion the browser opens and closes itself, so every item reads the same without JavaScript.
import { useId, type ReactNode } from 'react';

export function Accordion({ items }: { items: { title: string; body: ReactNode }[] }) {
  const name = useId();
  return (
    <div className="m-accordion">
      {items.map((item, i) => (
        <details key={item.title} className="m-accordion__item" name={name} open={i === 0}>
          <summary className="m-accordion__toggle">
            <h3 className="m-accordion__heading">
              <span className="m-accordion__index" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {item.title}
            </h3>
          </summary>
          <div className="m-accordion__panel">{item.body}</div>
        </details>
      ))}
    </div>
  );
}
