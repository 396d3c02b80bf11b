// The vendor's word mark: a blue emblem and the name, as inline SVG (crisp, no request).
export function BrandLogo({ label, light = false }: { label: string; light?: boolean }) {
  return (
    <span className={`brand-logo${light ? ' brand-logo--light' : ''}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1f5eff" />
        <path d="M9 23V9h7.5a7 7 0 0 1 0 14H9z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="22.5" cy="9.5" r="2.5" fill="#14b8a6" />
      </svg>
      <span className="brand-logo__name">{label}</span>
    </span>
  );
}
