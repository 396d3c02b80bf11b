// The sending half of the lead forms: sends a valid lead and follows one the server could not take
// yet. Such a lead keeps its values in the form and its idempotency key: sent again unchanged, it
// is the same lead; changed, the new lead replaces it. When a retry gets it through while the form
// is on screen, `onSent` runs as for a lead accepted at once.
import { useEffect, useRef, useState } from 'react';
import type { ClientDemand } from '../api/types.ts';
import type { Lang } from '../app/payload.ts';
import { newLeadKey } from './lead-outbox.ts';
import { LEAD_FIELDS, type FormKind } from './lead-rules.ts';
import { dropLead, onLeadSent, submitLead } from './submit-lead.ts';

export function useLeadSubmit(form: FormKind, lang: Lang, onSent: () => void) {
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<{ key: string; values: ClientDemand; why: SavedBecause }>();
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });
  useEffect(() => {
    if (!saved) return;
    return onLeadSent((key) => {
      if (key !== saved.key) return;
      setSaved(undefined);
      sent.current();
    });
  }, [saved]);

  async function submit(values: ClientDemand, honeypot: string): Promise<void> {
    setSending(true);
    let key = saved?.key;
    if (saved && LEAD_FIELDS.some((f) => saved.values[f] !== values[f])) {
      dropLead(saved.key);
      key = undefined;
    }
    key ??= newLeadKey();
    const outcome = await submitLead(values, form, honeypot, lang, key);
    setSending(false);
    const why = outcome === 'busy' ? 'busy' : outcome === 'saved' ? 'network' : undefined;
    setSaved(why ? { key, values, why } : undefined);
    if (outcome === 'sent') onSent();
  }

  /** Why the lead waits to be sent again, which its notice says (shared/copy/lead-form.ts). */
  return { submit, sending, saved: saved?.why };
}

/** A lead waits because the server could not be reached, or said too many came lately (429). */
type SavedBecause = 'network' | 'busy';
