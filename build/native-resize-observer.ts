// Stands in for react-slick's resize-observer-polyfill in the client bundles: every browser the
// bundles target (Chrome 100, Safari 15, Firefox 100) has ResizeObserver, so the 8 KB polyfill
// would never run. react-slick creates its observer only after mounting, in the browser.
export default globalThis.ResizeObserver;
