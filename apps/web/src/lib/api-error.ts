import type { ErrorCode } from "@trms/shared";

export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** A failed call: the server's code and its already-localized message. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: ApiErrorDetail[];
  readonly status: number;

  constructor(code: ErrorCode, message: string, details: ApiErrorDetail[] = [], status = 0) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = details;
    this.status = status;
  }
}

/** The text to show for any failure: the server's message, or the generic one for the unexpected. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
