// Whether librsvg (through sharp) can set a language's words here: a font with its glyphs that
// fontconfig knows. The Chinese cards need a CJK font (fonts-noto-cjk); a machine without
// fontconfig's tools (the slim Docker runtime) is taken to have none.
import { execFile } from 'node:child_process';
import type { Lang } from '../../shared/site-types.ts';

const known = new Map<Lang, Promise<boolean>>();

/** Asked of fontconfig once per process and language. */
export function hasFontFor(lang: Lang): Promise<boolean> {
  let answer = known.get(lang);
  if (!answer) {
    answer = new Promise((resolve) => {
      execFile('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8', timeout: 10_000 }, (err, stdout) =>
        resolve(!err && stdout.trim() !== ''),
      );
    });
    known.set(lang, answer);
  }
  return answer;
}
