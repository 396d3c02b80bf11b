// What happens when a form is sent (spec §4/§7): post the lead; once it is accepted the visitor
// sees the success at once, a tracking event follows and, when an unexpired ad-click id is
// stored, the conversion upload runs in the background (then the id is cleared). The upload
// carries the ticket the lead's answer gave: the server takes no conversion without one. The
// visitor never waits on Baidu, whose answer took seconds; failures are logged only (spec §8).
import { createApi, type Api } from '../api/client.ts';
import { createFetchTransport } from '../api/fetch-transport.ts';
import type { ClientDemand, LeadAnswer } from '../api/types.ts';
import type { FormKind } from './lead-rules.ts';
import { clearAdClickId, conversionFor, storedAdClickId } from './ad-click.ts';
import { trackEvent } from './analytics.ts';

let browserApi: Api | undefined;
const api = () => (browserApi ??= createApi(createFetchTransport()));

/** Resolves true as soon as the server has accepted the lead, false when it has not. */
export async function submitLead(lead: ClientDemand, form: FormKind, honeypot: string): Promise<boolean> {
  let answer: LeadAnswer;
  try {
    answer = await api().submitClientDemand(lead, { form, honeypot });
  } catch (error) {
    console.error('lead submission failed', error);
    return false;
  }
  trackEvent('lead_submitted', { form });
  void uploadConversion(answer?.conversionTicket);
  return true;
}

/** Reports the stored ad click's conversion; the page's address is read now, before any navigation. */
async function uploadConversion(ticket: string | undefined): Promise<void> {
  const bdVid = storedAdClickId(localStorage, Date.now());
  if (!bdVid || !ticket) return;
  try {
    await api().uploadConvertData({ ticket, ...conversionFor(location.href, bdVid) });
    clearAdClickId(localStorage);
  } catch (error) {
    console.error('conversion upload failed', error);
  }
}
