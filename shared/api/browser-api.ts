// The browser's one content API client: fetch against the site's own origin. Made on first use,
// so a module that imports it costs a server render nothing.
import { createApi, type Api } from './client.ts';
import { createFetchTransport } from './fetch-transport.ts';

let instance: Api | undefined;

export const browserApi = (): Api => (instance ??= createApi(createFetchTransport()));
