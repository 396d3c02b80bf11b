// The news carousel of the article frame (spec §2, §9): four articles a page, previous and next
// buttons, no dots. Built on the desktop Carousel, so server and browser render the same slides.
import type { ArticleSummary } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { NEWS_CAROUSEL_PER_PAGE } from '../../../shared/constants.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { Carousel } from '../carousel.tsx';
import { NEWS_CAROUSEL } from '../../../shared/copy/desktop/article.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function NewsCarousel({ items, label, headingLevel = 3 }: { items: ArticleSummary[]; label: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Carousel
      className="news-carousel"
      label={label}
      slidesToShow={NEWS_CAROUSEL_PER_PAGE}
      slidesToScroll={NEWS_CAROUSEL_PER_PAGE}
      dots={false}
      arrows
      infinite={false}
      prevLabel={NEWS_CAROUSEL.prev}
      nextLabel={NEWS_CAROUSEL.next}
    >
      {items.map((item) => (
        <div key={item.id} className="news-carousel__slide">
          <AppLink to={item.url} className="news-carousel__card">
            <img
              className="news-carousel__cover"
              {...imgSet(item.cover_image, 272)}
              alt=""
              width="640"
              height="360"
              loading="lazy"
              decoding="async"
            />
            <div className="news-carousel__body">
              <Heading className="news-carousel__title">{item.title}</Heading>
              <time className="news-carousel__date" dateTime={item.published_at}>
                {formatDate(item.published_at, 'yyyy-MM-dd')}
              </time>
            </div>
          </AppLink>
        </div>
      ))}
    </Carousel>
  );
}
