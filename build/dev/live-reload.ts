// Development only: build/dev/dev-proxy.ts adds this script to every page it passes on (never part
// of a bundle or of the site's HTML). The page reloads when a newer build runs than the one it was
// loaded from: told at once over the event stream, or when it connects (a build that finished
// while it loaded, or while the stream was away).
const loadedWith = new URL(import.meta.url).searchParams.get('generation');
const events = new EventSource('/__dev/events');
events.addEventListener('generation', (event) => {
  if (event.data !== loadedWith) location.reload();
});
events.addEventListener('build-failed', (event) => {
  console.error(`[dev] The build failed; this page is the last build that worked.\n${event.data}`);
});
