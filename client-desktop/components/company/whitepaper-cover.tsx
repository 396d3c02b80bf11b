// The white paper's cover, drawn in markup (a book with its title, edition and publisher), so it
// stays sharp and needs no image.
import type { WhitepaperCopy } from '../../../shared/copy/company.ts';

export function WhitepaperCover({
  cover,
  edition,
  small = false,
}: {
  cover: WhitepaperCopy['cover'];
  edition: string;
  small?: boolean;
}) {
  return (
    <div className={`wp-cover${small ? ' wp-cover--small' : ''}`} aria-hidden="true">
      <div className="wp-cover__spine" />
      <div className="wp-cover__face">
        <p className="wp-cover__brand">{cover.brand}</p>
        <p className="wp-cover__title">{cover.title}</p>
        <p className="wp-cover__edition">{edition}</p>
        <svg className="wp-cover__art" width="180" height="120" viewBox="0 0 180 120">
          <g fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="1.5">
            <path d="M20 100l40-30 40 14 60-56" />
            <circle cx="60" cy="70" r="4" fill="#7fb0ff" />
            <circle cx="100" cy="84" r="4" fill="#7fb0ff" />
            <circle cx="160" cy="28" r="5" fill="#14b8a6" stroke="none" />
          </g>
          <g fill="rgba(255,255,255,0.14)">
            <rect x="20" y="104" width="24" height="8" rx="2" />
            <rect x="52" y="96" width="24" height="16" rx="2" />
            <rect x="84" y="88" width="24" height="24" rx="2" />
            <rect x="116" y="72" width="24" height="40" rx="2" />
            <rect x="148" y="52" width="24" height="60" rx="2" />
          </g>
        </svg>
        <p className="wp-cover__publisher">{cover.publisher}</p>
      </div>
    </div>
  );
}
