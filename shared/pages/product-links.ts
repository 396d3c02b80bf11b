// Which product page a product named in the content leads to: the products menu says, so a
// product added in the content is linked wherever it is named, without a code change.
import type { MenuEntry } from '../api/types.ts';

/** Whether `name`'s characters all appear in `full`, in order (主数据平台 in 得帆云 MDM 主数据管理平台). */
function inOrder(name: string, full: string): boolean {
  let at = 0;
  for (const c of name) {
    at = full.indexOf(c, at);
    if (at < 0) return false;
    at += c.length;
  }
  return true;
}

/**
 * The site page of a product as cases name it, briefly (低代码平台, 主数据平台), where the products
 * menu names it in full (得帆云 aPaaS 低代码平台, 得帆云 MDM 主数据管理平台): the first entry whose
 * name contains the brief name, else the first whose name has its characters in order; only the
 * menu's pages of this site count. Undefined when no entry fits.
 */
export function productLink(products: readonly MenuEntry[], name: string): string | undefined {
  const pages = products.filter((e) => e.link.startsWith('/') && !e.link.startsWith('//'));
  if (!name) return undefined;
  return (pages.find((e) => e.name.includes(name)) ?? pages.find((e) => inOrder(name, e.name)))?.link;
}
