// Development only: build/dev/dev-proxy.ts adds this script to every page it passes on (never part
// of a bundle or of the site's HTML). The page reloads when a newer build runs than the one it was
// loaded from: told at once over the event stream, or when it connects (a build that finished
// while it loaded, or while the stream was away).
let loadedWith = new URL(import.meta.url).searchParams.get('generation');
const events = new EventSource('/__dev/events');
events.addEventListener('generation', (event) => {
  if (event.data !== loadedWith) location.reload();
});
// Only stylesheets changed: the page takes them and is as new as the build about to run.
events.addEventListener('stylesheets', (event) => {
  const { hrefs, from, to } = JSON.parse(event.data) as { hrefs: Record<string, string>; from: string; to: string };
  if (from !== loadedWith) return location.reload();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const next = hrefs[link.getAttribute('href') ?? ''];
    if (next) link.setAttribute('href', next);
  }
  loadedWith = to;
});
events.addEventListener('build-failed', (event) => {
  console.error(`[dev] The build failed; this page is the last build that worked.\n${event.data}`);
});
