// An accordion where one item is open at a time (the phone form of vertical tabs); the first
// starts open so the section never looks empty.
import { useId, useState, type ReactNode } from 'react';

export function Accordion({ items }: { items: { title: string; body: ReactNode }[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <div className="m-accordion">
      {items.map((item, i) => (
        <div key={item.title} className={`m-accordion__item${open === i ? ' is-open' : ''}`}>
          <h3 className="m-accordion__heading">
            <button
              type="button"
              id={`${id}-h${i}`}
              className="m-accordion__toggle"
              aria-expanded={open === i}
              aria-controls={`${id}-p${i}`}
              onClick={() => setOpen((cur) => (cur === i ? null : i))}
            >
              <span className="m-accordion__index" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {item.title}
            </button>
          </h3>
          <div
            id={`${id}-p${i}`}
            role="region"
            aria-labelledby={`${id}-h${i}`}
            className="m-accordion__panel"
            hidden={open !== i}
          >
            {item.body}
          </div>
        </div>
      ))}
    </div>
  );
}
