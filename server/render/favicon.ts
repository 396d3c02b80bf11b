// The site icon: the brand emblem of shared/components/brand-logo.tsx as a standalone SVG.
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f5eff"/><path d="M9 23V9h7.5a7 7 0 0 1 0 14H9z" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><circle cx="22.5" cy="9.5" r="2.5" fill="#14b8a6"/></svg>';
