// The sending half of the lead forms: sends a valid lead and follows one the server could not take
// yet. Such a lead keeps its values in the form and its idempotency key: sent again unchanged, it
// is the same lead; changed, the new lead replaces it. When a retry gets it through while the form
// is on screen, `onSent` runs as for a lead accepted at once. The sending code (./submit-lead.ts
// with the API client, about 3 KiB gzip) loads when the visitor sends, not with the page; if it
// cannot load (no network), the lead waits in the outbox like any lead the server did not take.
import { useEffect, useRef, useState } from 'react';
import type { ClientDemand, FormKind } from '../api/types.ts';
import type { Lang } from '../site-types.ts';
import { newLeadKey, saveLead } from './lead-outbox.ts';
import { LEAD_FIELDS } from './lead-rules.ts';
import type { LeadOutcome } from './submit-lead.ts';

const sendingCode = () => import('./submit-lead.ts');

export function useLeadSubmit(form: FormKind, lang: Lang, onSent: () => void) {
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<{ key: string; values: ClientDemand; why: SavedBecause }>();
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });
  useEffect(() => {
    if (!saved) return;
    let off: (() => void) | undefined;
    let gone = false;
    sendingCode().then(
      ({ onLeadSent }) => {
        if (gone) return;
        off = onLeadSent((key) => {
          if (key !== saved.key) return;
          setSaved(undefined);
          sent.current();
        });
      },
      () => {},
    );
    return () => {
      gone = true;
      off?.();
    };
  }, [saved]);

  async function submit(values: ClientDemand, honeypot: string): Promise<void> {
    setSending(true);
    let key = saved?.key;
    let outcome: LeadOutcome;
    try {
      const code = await sendingCode();
      if (saved && LEAD_FIELDS.some((f) => saved.values[f] !== values[f])) {
        code.dropLead(saved.key);
        key = undefined;
      }
      key ??= newLeadKey();
      outcome = await code.submitLead(values, form, honeypot, lang, key);
    } catch {
      key ??= newLeadKey();
      const now = Date.now();
      const kept = !honeypot && saveLead({ key, form, lang, values, at: now, attempts: 0, due: now }, now);
      outcome = kept ? 'saved' : 'refused';
    }
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
