export const ErrorCode = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** An upload whose body stopped arriving before the request timeout. */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** An `Idempotency-Key` sent again with another call or another body (ADR 1580). */
  IDEMPOTENCY_KEY_REUSED: 422,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** The database or the file store cannot be reached: nothing was changed, try again. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ErrorCode;

export interface ApiSuccess<T> {
  code: "OK";
  data: T;
}
export interface ApiFailure {
  code: ErrorCode;
  message: string;
  details?: { path: string; message: string }[];
}
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
