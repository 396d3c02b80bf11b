// Serves the demo content's generated images at /media/{kind}/{name}.svg; ?lang=en asks for the
// English words of an image that has words (the English site's images), ?lang=zh or none for
// the Chinese ones. Any other lang is a 404, so each image has exactly two addresses.
import type { RequestHandler } from 'express';
import { ApiError } from '../../shared/api/errors.ts';
import type { CategoryId } from '../../shared/api/types.ts';
import type { Lang } from '../../shared/site-types.ts';
import type { ContentStore } from '../content-store/content-store.ts';
import { renderMedia } from '../demo-art/render-media.ts';

export function createMediaHandler(store: ContentStore): RequestHandler {
  const ctx = {
    article: (id: number, lang: Lang) => {
      const label = store.articleLabel(id, lang);
      return label && { title: label.title, category: label.category as CategoryId, tags: label.tags };
    },
  };
  return (req, res, next) => {
    const kind = String(req.params.kind);
    const file = String(req.params.file);
    const lang =
      req.query.lang === undefined
        ? 'zh'
        : req.query.lang === 'en' || req.query.lang === 'zh'
          ? req.query.lang
          : undefined;
    const svg = file.endsWith('.svg') && lang ? renderMedia(kind, file.slice(0, -4), ctx, lang) : undefined;
    if (svg === undefined) return next(new ApiError(404, 'not_found', 'No such image'));
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      // An SVG opened directly must not run anything, whatever it contains.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  };
}
