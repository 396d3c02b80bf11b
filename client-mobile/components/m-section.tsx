// A phone page section: one column, its heading, and a tone (white, soft grey, dark blue).
import type { ReactNode } from 'react';
import { SectionHeading } from '../../shared/components/section-heading.tsx';

export function MSection({
  title,
  subtitle,
  tone = 'plain',
  id,
  className = '',
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  tone?: 'plain' | 'soft' | 'dark';
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={`m-section m-section--${tone} ${className}`} aria-labelledby={headingId}>
      <div className="container">
        {title ? <SectionHeading id={headingId} title={title} subtitle={subtitle} light={tone === 'dark'} /> : null}
        {children}
      </div>
    </section>
  );
}
