// React's renderer, imported on its own by an app's entry (`import('…/renderer.ts')`): as a
// chunk of its own it is fetched beside the page's chunk and evaluated in a task of its own,
// rather than in one long task with the rest of the entry (docs/performance.md). A module of ours
// rather than `import('react-dom/client')`, whose CommonJS exports arrive as `default` only.
export { hydrateRoot } from 'react-dom/client';
