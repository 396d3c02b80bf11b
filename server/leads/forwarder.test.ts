// The outbox's passes: one at a time; a kick during a pass makes one more pass after it, whose
// items count in the drain that was under way; whenIdle() waits for the passes; stop() ends them.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startOutbox } from './forwarder.ts';

/** An outbox over a list of due items whose deliveries end when the test says. */
function scripted() {
  const due: string[] = [];
  const sending: { item: string; done: (ok: boolean) => void }[] = [];
  let atOnce = 0;
  let most = 0;
  const outbox = startOutbox<string>({
    claim: () => due.shift(),
    deliver: (item) =>
      new Promise<boolean>((resolve) => {
        most = Math.max(most, ++atOnce);
        sending.push({
          item,
          done: (ok) => {
            atOnce--;
            resolve(ok);
          },
        });
      }),
    intervalMs: 3_600_000,
    logger: pino({ level: 'silent' }),
  });
  /** Lets the pass go on to its next claim. */
  const settle = () => new Promise(setImmediate);
  return { outbox, due, sending, most: () => most, settle };
}

describe('startOutbox', () => {
  it('runs one pass at a time, and a kick during a pass makes one more pass after it', async () => {
    const { outbox, due, sending, most, settle } = scripted();
    due.push('a');
    const drained = outbox.drain();
    let idle = false;
    void outbox.whenIdle().then(() => (idle = true));
    expect(sending.map((s) => s.item)).toEqual(['a']);
    // Due after the pass began: the next pass takes it.
    due.push('b');
    outbox.kick();
    sending[0]!.done(true);
    await settle();
    expect(sending.map((s) => s.item)).toEqual(['a', 'b']);
    expect(idle).toBe(false);
    sending[1]!.done(true);
    expect(await drained).toBe(2);
    await outbox.whenIdle();
    expect(idle).toBe(true);
    expect(most()).toBe(1);
    outbox.stop();
  });

  it('counts only delivered items, and claims nothing once stopped', async () => {
    const { outbox, due, sending, settle } = scripted();
    due.push('a', 'b', 'c');
    const drained = outbox.drain();
    sending[0]!.done(false);
    await settle();
    sending[1]!.done(true);
    await settle();
    due.push('d');
    outbox.stop();
    sending[2]!.done(true);
    expect(await drained).toBe(2);
    expect(await outbox.drain()).toBe(0);
    // Never claimed: another process may send it.
    expect(due).toEqual(['d']);
  });
});
