// The one error type of the content API, on the server and in the browser.

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status the error maps to (0 when the request never got an answer). */
  readonly status: number;
  /** The vendor's error code, or a short code of ours (e.g. 'timeout', 'bad_response'). */
  readonly code: string;

  constructor(status: number, code: string | number, message: string) {
    super(message);
    this.status = status;
    this.code = String(code);
  }

  toJSON(): { error_code: string; message: string } {
    return { error_code: this.code, message: this.message };
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * The vendor API signals failures in the body: an object with `error` or `error_code` rejects
 * with that code and `message` (or `error_message`), whatever the HTTP status was.
 */
export function errorFromBody(body: unknown, httpStatus: number): ApiError | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const b = body as Record<string, unknown>;
  if (!('error' in b) && !('error_code' in b)) return undefined;
  const code = b.error_code ?? b.error;
  const message = b.message ?? b.error_message ?? 'Upstream error';
  const status = httpStatus >= 400 ? httpStatus : 500;
  return new ApiError(
    status,
    typeof code === 'string' || typeof code === 'number' ? code : 'error',
    typeof message === 'string' ? message : 'Upstream error',
  );
}
