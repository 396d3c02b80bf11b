// The article's subscribe (订阅) button: a bottom sheet with the WeCom customer-service QR code and
// link, where the company sends news and event invitations. A native <dialog> gives focus
// trapping, Escape and the backdrop for free. An island (shared/app/island.tsx).
import { useRef } from 'react';
import { useIslandId } from '../../shared/app/island.tsx';
import { MOBILE_ARTICLE_PAGE } from '../../shared/copy/mobile/article.ts';
import { imgSet } from '../../shared/images/responsive-image.ts';

export function SubscribeSheet({ qrCode, serviceUrl }: { qrCode: string; serviceUrl: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useIslandId('sheet');
  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--small m-subscribe__button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z"
            fill="currentColor"
          />
        </svg>
        {MOBILE_ARTICLE_PAGE.subscribe}
      </button>
      <dialog
        ref={dialog}
        className="m-sheet"
        aria-labelledby={`${id}-title`}
        // A tap on the backdrop (the dialog element itself, outside its panel) closes it.
        onClick={(e) => e.target === e.currentTarget && dialog.current?.close()}
      >
        <div className="m-sheet__panel">
          <h2 id={`${id}-title`} className="m-sheet__title">
            {MOBILE_ARTICLE_PAGE.subscribeTitle}
          </h2>
          <p className="m-sheet__text">{MOBILE_ARTICLE_PAGE.subscribeText}</p>
          <img
            className="m-sheet__qr"
            {...imgSet(qrCode, 180)}
            alt={MOBILE_ARTICLE_PAGE.subscribeQrAlt}
            width="180"
            height="180"
            loading="lazy"
          />
          <p className="m-sheet__actions">
            <a className="btn btn--primary" href={serviceUrl} rel="noopener noreferrer">
              {MOBILE_ARTICLE_PAGE.subscribeLink}
            </a>
            <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
              {MOBILE_ARTICLE_PAGE.close}
            </button>
          </p>
        </div>
      </dialog>
    </>
  );
}
