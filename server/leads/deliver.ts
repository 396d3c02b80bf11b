// How an outbox lead reaches the vendor: POST client_demands to the API base of the lead's
// environment, once per attempt (the forwarder does the retrying), with its idempotency key and,
// as a proxy would, the visitor's address in X-Forwarded-For: a vendor that trusts this server
// (another instance of the site on a private network, say) then limits each visitor, not us.
import { API_PATHS } from '../../shared/api/client.ts';
import type { Transport } from '../../shared/api/transport.ts';
import { ENVIRONMENTS, type Config, type Environment } from '../config.ts';
import { createGotTransport } from '../content/got-transport.ts';
import type { Deliver } from './forwarder.ts';

export function createLeadDeliverer(config: Pick<Config, 'apiBase' | 'upstream'>): Deliver {
  const transports = new Map<Environment, Transport>();
  for (const env of ENVIRONMENTS) {
    const apiBase = config.apiBase[env];
    if (apiBase) transports.set(env, createGotTransport({ apiBase, timeoutMs: config.upstream.timeoutMs, retries: 0 }));
  }
  return async (env, lead, idempotencyKey, clientIp) => {
    const transport = transports.get(env);
    if (!transport) throw new Error(`No vendor API configured for ${env}`);
    await transport({
      method: 'POST',
      path: API_PATHS.clientDemands,
      body: lead,
      headers: { 'Idempotency-Key': idempotencyKey, ...(clientIp ? { 'X-Forwarded-For': clientIp } : {}) },
      shape: 'any',
    });
  };
}
