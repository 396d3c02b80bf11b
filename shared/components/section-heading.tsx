// The heading of a page section: a title, an optional subtitle, centred or left-aligned.
import type { ReactNode } from 'react';

export function SectionHeading({
  title,
  subtitle,
  id,
  align = 'center',
  level = 2,
  light = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  id?: string;
  align?: 'center' | 'left';
  level?: 2 | 3;
  light?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className={`section-heading section-heading--${align}${light ? ' section-heading--light' : ''}`}>
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {subtitle ? <p className="section-heading__subtitle">{subtitle}</p> : null}
    </header>
  );
}
