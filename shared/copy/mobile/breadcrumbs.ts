// What the phone's breadcrumb on a detail page is called (client-mobile/components/m-crumbs.tsx;
// the steps' names are ../breadcrumbs.ts). A module of its own, so that it stays in the chunk of
// the component that says it.

export const MOBILE_CRUMBS_LABEL = '面包屑';
