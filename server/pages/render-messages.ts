// What the server and its render threads say to each other: a job goes in, and its document (as
// transferred bytes, nothing copied) or its error comes back in one message.
import type { RenderJob } from './render-document.tsx';

export interface ErrorInfo {
  name: string;
  message: string;
  stack?: string;
}

export interface ToRenderThread {
  id: number;
  job: RenderJob;
}

export type FromRenderThread =
  { id: number; type: 'done'; html: Uint8Array } | { id: number; type: 'fail'; error: ErrorInfo };

/** An error from a render thread, rebuilt for the logs. */
export function errorFromInfo(info: ErrorInfo): Error {
  const err = new Error(info.message);
  err.name = info.name;
  if (info.stack) err.stack = info.stack;
  return err;
}
