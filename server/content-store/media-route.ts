// Serves the demo content's generated images at /media/{kind}/{name}.svg.
import type { RequestHandler } from 'express';
import { ApiError } from '../../shared/api/errors.ts';
import type { CategoryId } from '../../shared/api/types.ts';
import type { ContentStore } from './content-store.ts';
import { renderMedia } from './media/render-media.ts';

export function createMediaHandler(store: ContentStore): RequestHandler {
  const ctx = {
    article: (id: number) => {
      const label = store.articleLabel(id);
      return label && { title: label.title, category: label.category as CategoryId, tags: label.tags };
    },
  };
  return (req, res, next) => {
    const kind = String(req.params.kind);
    const file = String(req.params.file);
    const svg = file.endsWith('.svg') ? renderMedia(kind, file.slice(0, -4), ctx) : undefined;
    if (svg === undefined) return next(new ApiError(404, 'not_found', 'No such image'));
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      // An SVG opened directly must not run anything, whatever it contains.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  };
}
