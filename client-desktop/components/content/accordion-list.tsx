// A list of collapsible entries (spec 'article frame'): each header is a button with
// aria-expanded controlling its panel. Server and browser start from the same open entry.
import { useId, useState, type ReactNode } from 'react';

export interface AccordionEntry {
  key: string;
  title: ReactNode;
  /** Shown after the title, e.g. a count. */
  meta?: ReactNode;
  content: ReactNode;
}

export function AccordionList({
  entries,
  initialOpen,
  multiple = false,
  headingLevel = 3,
}: {
  entries: AccordionEntry[];
  /** Key of the entry open at first. */
  initialOpen?: string;
  /** Whether several entries may be open at once. */
  multiple?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const id = useId();
  const [open, setOpen] = useState<string[]>(initialOpen ? [initialOpen] : []);
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const toggle = (key: string) =>
    setOpen((current) =>
      current.includes(key) ? current.filter((k) => k !== key) : multiple ? [...current, key] : [key],
    );
  return (
    <div className="accordion">
      {entries.map((entry, i) => {
        const expanded = open.includes(entry.key);
        const panelId = `${id}-panel-${i}`;
        const buttonId = `${id}-button-${i}`;
        return (
          <div key={entry.key} className={`accordion__item${expanded ? ' is-open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.key)}
              >
                <span className="accordion__title">{entry.title}</span>
                {entry.meta ? <span className="accordion__meta">{entry.meta}</span> : null}
                <svg className="accordion__icon" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                  <path d="M3 5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {entry.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
