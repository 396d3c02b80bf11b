// The lead the integration tests send when its content does not matter: what the consult form
// posts to /api/v1/client_demands/ (a click's bd_vid and page_url added where the test needs them).
export const SAMPLE_LEAD = {
  client_name: '陈思远',
  corp_name: '瑞程精密机械集团',
  phone: '13912345678',
  corp_email: 'chensy@ruicheng.example.cn',
  demand: '希望了解私有化部署方案。',
} as const;

/** Posts the sample lead from the ad click `bdVid` to the site at `base`, as our page sends it
 *  (its page address and the click), on a new connection; the answer's status and body. */
export async function postLeadFromClick(base: string, bdVid: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}/api/v1/client_demands/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ ...SAMPLE_LEAD, bd_vid: bdVid, page_url: `https://www.definesys.cn/form?n=${bdVid}` }),
  });
  return { status: res.status, body: await res.json() };
}
