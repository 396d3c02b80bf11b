// The host's wording in page headings (spec §1): 企业微信 on WeCom (wx) hosts, 营销自动化 on
// marketing-automation (yx) hosts, 私域流量 otherwise. The request context picks it by host type and
// the loaders put it in for a page detail's {prefix} (shared/routes/heading-prefix.ts).
import type { HostType } from '../site-types.ts';

export const HEADING_PREFIX: Record<HostType, string> = { general: '私域流量', wx: '企业微信', yx: '营销自动化' };
