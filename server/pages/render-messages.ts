// What the server and its render threads say to each other: a job goes in, and its document (as
// transferred bytes, nothing copied) or its error comes back in one message.
import type { RenderJob } from './render-document.tsx';
import { RenderError } from './render-error.ts';

export interface ErrorInfo {
  name: string;
  message: string;
  stack?: string;
  /** A RenderError's boundary. */
  boundary?: string;
}

export interface ToRenderThread {
  id: number;
  job: RenderJob;
}

export type FromRenderThread =
  | { id: number; type: 'done'; html: Uint8Array }
  | { id: number; type: 'fail'; error: ErrorInfo }
  /** Sent once, when the thread has loaded the renderer and takes jobs. */
  | { type: 'ready' };

/** What a render thread sends back of an error. */
export function errorInfo(err: unknown): ErrorInfo {
  const info: ErrorInfo =
    err instanceof Error
      ? { name: err.name, message: err.message, stack: err.stack }
      : { name: 'Error', message: String(err) };
  if (err instanceof RenderError) info.boundary = err.boundary;
  return info;
}

/** An error from a render thread, rebuilt for the logs (a RenderError as one). */
export function errorFromInfo(info: ErrorInfo): Error {
  const err = info.boundary === undefined ? new Error(info.message) : new RenderError(info.boundary, info.message);
  err.name = info.name;
  if (info.stack) err.stack = info.stack;
  return err;
}
