// The error of a render in which a component threw, wherever the page rendered (this thread or a
// render thread, render-messages.ts): it names where the page renders once more (page-producer.ts).

/**
 * A component threw while the document rendered. `boundary` is the id of the route whose error
 * boundary is the nearest one rendered above it (react-router's deepest rendered boundary, as its
 * server runtime finds it), where the page renders once more with the error.
 */
export class RenderError extends Error {
  readonly boundary: string;
  constructor(boundary: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = cause instanceof Error ? cause.name : 'Error';
    if (cause instanceof Error && cause.stack) this.stack = cause.stack;
    this.boundary = boundary;
  }
}
