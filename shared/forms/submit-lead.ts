// What happens when a form is sent (spec §4/§7): post the lead; on success a tracking event and,
// when an unexpired ad-click id is stored, the conversion upload (then the id is cleared). The
// upload carries the ticket the lead's answer gave: the server takes no conversion without one.
// Failures are logged only: the visitor sees nothing (spec §8).
import { createApi, type Api } from '../api/client.ts';
import { createFetchTransport } from '../api/fetch-transport.ts';
import type { ClientDemand, LeadAnswer } from '../api/types.ts';
import type { FormKind } from './lead-rules.ts';
import { clearAdClickId, conversionFor, storedAdClickId } from './ad-click.ts';
import { trackEvent } from './analytics.ts';

let browserApi: Api | undefined;
const api = () => (browserApi ??= createApi(createFetchTransport()));

export async function submitLead(lead: ClientDemand, form: FormKind, honeypot: string): Promise<boolean> {
  let answer: LeadAnswer;
  try {
    answer = await api().submitClientDemand(lead, { form, honeypot });
  } catch (error) {
    console.error('lead submission failed', error);
    return false;
  }
  trackEvent('lead_submitted', { form });
  const bdVid = storedAdClickId(localStorage, Date.now());
  const ticket = answer?.conversionTicket;
  if (bdVid && ticket) {
    try {
      await api().uploadConvertData({ ticket, ...conversionFor(location.href, bdVid) });
      clearAdClickId(localStorage);
    } catch (error) {
      console.error('conversion upload failed', error);
    }
  }
  return true;
}
