// Comparing secrets a request presents (a staff login name, the revalidation and edge-refresh
// tokens) with the configured ones, without the time it takes telling how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether two texts are equal, in a time that does not depend on where they differ (digests
 *  of the same length are compared, so their lengths do not show either). */
export function sameText(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
