// A fake Baidu oCPC endpoint (a real HTTP server) for the conversion tests: it records every upload,
// the clicks it took, and answers as the test says (by default: taken), and the settings a built
// server needs to send it conversions.
import { startFakeUpstream, type Answer, type ReceivedRequest } from './fake-upstream.ts';

export const OCPC_TOKEN = 'company-ocpc-token-0042';

/** The click (bd_vid) an upload names. */
function clickOf(body: string): string {
  const { conversionTypes } = JSON.parse(body) as { conversionTypes: { logidUrl: string }[] };
  return new URL(conversionTypes[0]!.logidUrl).searchParams.get('bd_vid')!;
}

export interface FakeBaidu {
  /** Where the site uploads (OCPC_API_URL). */
  uploadUrl: string;
  requests: ReceivedRequest[];
  /** The clicks Baidu took, once per upload it took. */
  accepted: string[];
  uploadsOf(bdVid: string): ReceivedRequest[];
  /** How Baidu answers from now on: an answer, or nothing for "taken". */
  answer(fn: (req: ReceivedRequest, click: string) => Answer | undefined | Promise<Answer | undefined>): void;
  close(): Promise<void>;
}

export async function startFakeBaidu(): Promise<FakeBaidu> {
  const fake = await startFakeUpstream();
  const accepted: string[] = [];
  const baidu: FakeBaidu = {
    uploadUrl: `${fake.url}/upload`,
    requests: fake.requests,
    accepted,
    uploadsOf: (bdVid) => fake.requests.filter((r) => clickOf(r.body) === bdVid),
    answer(fn) {
      fake.answer(async (req) => {
        const click = clickOf(req.body);
        const answer = await fn(req, click);
        if (answer) return answer;
        accepted.push(click);
        return { status: 200, json: { header: { status: 0, desc: 'success' } } };
      });
    },
    close: () => fake.close(),
  };
  baidu.answer(() => undefined);
  return baidu;
}

/** A built server's settings for sending conversions to `baidu`, with Redis at `redisUrl` under
 *  `prefix`; due conversions looked for every second (5 s by default), info logs. */
export function convertingEnv(baidu: FakeBaidu, redisUrl: string, prefix: string): Record<string, string> {
  return {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    OCPC_API_URL: baidu.uploadUrl,
    OCPC_TOKEN,
    LEAD_RATE_LIMIT: '1000',
    LOG_LEVEL: 'info',
    LEAD_FORWARD_INTERVAL_MS: '1000',
  };
}
