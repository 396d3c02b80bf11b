// The site icon: the brand emblem (server/brand/emblem.ts) as a standalone SVG.
import { iconSvg } from '../brand/emblem.ts';

export const FAVICON_SVG = iconSvg(32);
