// What the server and its render threads say to each other.
import type { RenderJob } from './render-document.tsx';

export interface ErrorInfo {
  name: string;
  message: string;
  stack?: string;
}

export type ToRenderThread = { type: 'render'; id: number; job: RenderJob } | { type: 'abort'; id: number };

export type FromRenderThread =
  | { id: number; type: 'start'; failed: boolean }
  | { id: number; type: 'chunk'; data: Uint8Array }
  | { id: number; type: 'end' }
  | { id: number; type: 'fail'; error: ErrorInfo }
  | { id: number; type: 'error'; error: ErrorInfo };

/** An error from a render thread, rebuilt for the logs. */
export function errorFromInfo(info: ErrorInfo): Error {
  const err = new Error(info.message);
  err.name = info.name;
  if (info.stack) err.stack = info.stack;
  return err;
}
