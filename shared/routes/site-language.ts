// The site config as one language's pages see it, and links in the page's language (which
// language a path is in: path-language.ts).
import type { ProjectConfig } from '../api/types.ts';
import type { Lang } from '../site-types.ts';

const localized = new WeakMap<ProjectConfig, Record<Lang, ProjectConfig>>();

/**
 * The config of one language's pages: the English site takes the config's English logo and
 * honour lists (names, alt texts and images with English words) where it has them; neither
 * language carries the `en` block on. One object per config answer and language, so the chrome's
 * markup cache (server/pages/chrome-key.ts) keeps recognising it.
 */
function configFor(config: ProjectConfig, lang: Lang): ProjectConfig {
  let both = localized.get(config);
  if (!both) {
    const { en, ...zh } = config;
    both = { zh, en: { ...zh, ...en } };
    localized.set(config, both);
  }
  return both[lang];
}

/** What every page's frame reads of the config; the logo and honour lists travel only with the
 *  pages that show them (pageLists). */
export type ChromeConfig = Omit<ProjectConfig, 'brandWall' | 'trialLogos' | 'honours' | 'en'>;

const chromes = new WeakMap<ProjectConfig, ChromeConfig>();

/** The language's config without its lists: one object per config answer, so the chrome's
 *  markup cache keeps recognising it. */
export function chromeConfigFor(config: ProjectConfig, lang: Lang): ChromeConfig {
  const localizedConfig = configFor(config, lang);
  let chrome = chromes.get(localizedConfig);
  if (!chrome) {
    const { brandWall: _b, trialLogos: _t, honours: _h, ...rest } = localizedConfig;
    chromes.set(localizedConfig, (chrome = rest));
  }
  return chrome;
}

/** The config's lists in the language's version, for the pages that show them. */
export function pageLists(
  config: ProjectConfig,
  lang: Lang,
): Pick<ProjectConfig, 'brandWall' | 'trialLogos' | 'honours'> {
  const { brandWall, trialLogos, honours } = configFor(config, lang);
  return { brandWall, trialLogos, honours };
}

/** A link to one of the site's documents (/doc/md_...) in the page's language; others as they are. */
export function docLink(url: string, lang: Lang): string {
  return lang === 'en' && url.startsWith('/doc/') ? `/en${url}` : url;
}
