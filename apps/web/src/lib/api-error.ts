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
  /** The server's id of the request (its `x-request-id`), which its log lines carry; null without a reply. */
  readonly requestId: string | null;

  constructor(
    code: ErrorCode,
    message: string,
    details: ApiErrorDetail[] = [],
    status = 0,
    requestId: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.details = details;
    this.status = status;
    this.requestId = requestId;
  }
}

/** The text to show for any failure: the server's message, or the generic one for the unexpected. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
