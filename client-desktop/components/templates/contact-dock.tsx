// The contact-us dock at the right edge of the configurable pages: call, chat, trial, and the
// service QR code on hover or focus of the chat entry.
import type { ChromeConfig } from '../../../shared/routes/site-language.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { telHref } from '../../../shared/format/tel-href.ts';
import type { TemplateCopy } from '../../../shared/copy/desktop/template.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function ContactDock({
  copy,
  config,
  formLink,
}: {
  copy: TemplateCopy;
  config: ChromeConfig;
  formLink: string;
}) {
  return (
    <nav className="contact-dock" aria-label={copy.dock.label}>
      <ul>
        <li>
          <a className="contact-dock__item" href={telHref(config.hotline)}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
                fill="currentColor"
              />
            </svg>
            <span>{copy.dock.phone}</span>
            <span className="contact-dock__pop">{config.hotline}</span>
          </a>
        </li>
        <li>
          <a className="contact-dock__item" href={config.wecomServiceUrl} target="_blank" rel="noopener noreferrer">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4 3.5V17H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm4 6.5a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4zm4 0a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4zm4 0a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4z"
                fill="currentColor"
              />
            </svg>
            <span>{copy.dock.online}</span>
            <span className="contact-dock__pop contact-dock__pop--qr">
              <img {...imgSet(config.serviceQrCode, 120)} alt={copy.dock.qr} width="120" height="120" loading="lazy" />
              {copy.dock.qr}
            </span>
          </a>
        </li>
        <li>
          <AppLink className="contact-dock__item" to={formLink}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6 3h9l5 5v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm8 1.5V9h4.5M8 13h8M8 17h5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
            <span>{copy.dock.trial}</span>
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
