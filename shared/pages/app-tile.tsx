// One app of the application market as a store tile: an icon, the app's name and line, its
// categories, two lines of description and the way to its page. Market articles carry a cover
// (a screenshot) but no icon, so the icon is derived from the article itself: the first
// characters of the app's name on a rounded tile whose colour follows the app's category. That
// works for anything the vendor publishes in the category, with or without a cover or tags.
import type { ArticleSummary, Tag } from '../api/types.ts';
import { AppLink } from '../app/app-link.tsx';
import { APP_GLYPH, APP_NAME_ENDS, MARKET_TAG_NAME } from '../copy/application.ts';
import { anyOf } from '../format/any-of.ts';

/** The tag every market article carries: it names the market, not the app's category. */
const MARKET_TAG = { slug: 'yingyongshichang', name: MARKET_TAG_NAME };
/** Where an app's name ends in its title: one of the name's endings, or a spaced dash. */
const NAME_END = new RegExp(String.raw`\s*(?:${anyOf(APP_NAME_ENDS)}|\s[-–—]\s)\s*`);
/** Icon colours (app-tile__icon--0 … --7 in the stylesheet). */
const ICON_COLOURS = 8;

export interface AppTileParts {
  /** The app's name: the title up to its first colon or dash. */
  name: string;
  /** What the app does in a line: the rest of the title, or '' when the title is only a name. */
  line: string;
  /** Two characters (CJK) or two initials (Latin) for the icon. */
  glyph: string;
  /** The app's categories: its tags without the market's own. */
  categories: Tag[];
  /** 0 … ICON_COLOURS-1, the same for every app of a category. */
  colour: number;
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

function glyphOf(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g);
  // A name that starts with a Latin word (ERP 对接, CRM Lite): its initials or first letters.
  if (words && name.trimStart().startsWith(words[0]!)) {
    const initials = words.length > 1 ? words[0]![0]! + words[1]![0]! : words[0]!.slice(0, 2);
    return initials.toUpperCase();
  }
  return [...name.replace(/[\s\p{P}]/gu, '')].slice(0, 2).join('');
}

export function appTileParts(article: Pick<ArticleSummary, 'title' | 'tags'>): AppTileParts {
  const title = article.title.trim();
  const cut = NAME_END.exec(title);
  const name = cut && cut.index > 0 ? title.slice(0, cut.index) : title;
  const line = cut && cut.index > 0 ? title.slice(cut.index + cut[0].length) : '';
  const categories = article.tags.filter((t) => t.slug !== MARKET_TAG.slug && t.name !== MARKET_TAG.name);
  return {
    name,
    line,
    glyph: glyphOf(name) || APP_GLYPH,
    categories,
    colour: hash(categories[0]?.slug ?? name) % ICON_COLOURS,
  };
}

export function AppTile({ article, action }: { article: ArticleSummary; action: string }) {
  const { name, line, glyph, categories, colour } = appTileParts(article);
  return (
    <article className="app-tile">
      <AppLink to={article.url} className="app-tile__link">
        <div className="app-tile__head">
          <span className={`app-tile__icon app-tile__icon--${colour}`} aria-hidden="true">
            {glyph}
          </span>
          <div className="app-tile__titles">
            <h3 className="app-tile__name">{name}</h3>
            {line ? <p className="app-tile__line">{line}</p> : null}
          </div>
        </div>
        {article.brief ? <p className="app-tile__brief">{article.brief}</p> : null}
        <div className="app-tile__foot">
          <p className="app-tile__tags">
            {categories.slice(0, 2).map((t) => (
              <span key={t.slug} className="app-tile__tag">
                {t.name}
              </span>
            ))}
          </p>
          <span className="app-tile__action">{action}</span>
        </div>
      </AppLink>
    </article>
  );
}
