// Where the browser's outboxes keep what the server has not accepted yet (./lead-outbox.ts,
// ./conversion-outbox.ts), apart from them: a page looks here first and loads the outbox code
// only when one of them holds something.
export const OUTBOX_KEY = 'lead_outbox';
export const CONVERSION_OUTBOX_KEY = 'conversion_outbox';

/** Whether a lead or a conversion upload waits in storage (false when storage is unavailable). */
export function outboxesHoldSome(storage: Storage | undefined): boolean {
  try {
    return Boolean(storage?.getItem(OUTBOX_KEY) || storage?.getItem(CONVERSION_OUTBOX_KEY));
  } catch {
    return false;
  }
}
