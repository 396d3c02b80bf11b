// The contract between the route table and the two apps: every page component gets its route's
// loader data and the root data as props, on the server and in the browser, desktop and mobile.
import type { ComponentType } from 'react';
import type { EnglishRouteId, LoaderData, PageRouteId, RootData } from '../routes/route-table.ts';

export interface PageProps<Id extends PageRouteId = PageRouteId> {
  routeId: Id;
  data: LoaderData<Id>;
  root: RootData;
}

/** A page component for route `Id` (one component may serve several: `PageProps<'doc' | 'en-doc'>`). */
export type PageComponent<Id extends PageRouteId> = ComponentType<PageProps<Id>>;
interface PageModule<Id extends PageRouteId> {
  default: PageComponent<Id>;
}

/** Each app's map of route id → its page module, loaded lazily (one chunk per page). */
export type PageMap = { [Id in PageRouteId]: () => Promise<PageModule<Id>> };

/** The phone app's map: every page but the English ones (always desktop). */
export type MobilePageMap = { [Id in Exclude<PageRouteId, EnglishRouteId>]: () => Promise<PageModule<Id>> };
