// What every express-rate-limit limiter of the site shares: the standard RateLimit headers
// (draft 8), no legacy X-RateLimit-* ones, and no complaint about an X-Forwarded-For the site
// ignores on purpose. A peer TRUST_PROXY does not trust may send one (a visitor reaching the site
// directly, or an attacker); req.ip is then that peer, which is right, and the library would log
// each such request as a misconfiguration at error level.
export const RATE_LIMIT_DEFAULTS = {
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  validate: { xForwardedForHeader: false },
} as const;
