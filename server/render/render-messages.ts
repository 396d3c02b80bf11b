// What the server and its render threads say to each other. A render's output travels in as few
// messages as possible (each costs a fixed amount): usually the start, the whole document and
// the end in one.
import type { RenderJob } from './render-document.tsx';

export interface ErrorInfo {
  name: string;
  message: string;
  stack?: string;
}

export type ToRenderThread = { type: 'render'; id: number; job: RenderJob } | { type: 'abort'; id: number };

export type FromRenderThread =
  | { id: number; type: 'output'; start?: { failed: boolean }; data?: Uint8Array; end?: boolean }
  | { id: number; type: 'fail'; error: ErrorInfo }
  | { id: number; type: 'error'; error: ErrorInfo };

/** An error from a render thread, rebuilt for the logs. */
export function errorFromInfo(info: ErrorInfo): Error {
  const err = new Error(info.message);
  err.name = info.name;
  if (info.stack) err.stack = info.stack;
  return err;
}
