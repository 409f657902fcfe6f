import { ErrorCode, type ServerMessageKey } from "@trms/shared";

export interface ErrorDetail {
  path: string;
  message: ServerMessageKey | string;
  /** Sent as it is (a name, a number), never translated even where it reads like a message key. */
  verbatim?: boolean;
}

/** An expected failure: carries the contract's code and a message key translated per request. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: ServerMessageKey,
    readonly details?: ErrorDetail[],
    /** What failed underneath (a dependency's error), for the log only: never sent to the client. */
    cause?: unknown,
    /** The values the message names (`{sheet}`, `{column}`), put in when it is translated. */
    readonly values?: Record<string, string>,
  ) {
    super(messageKey, cause === undefined ? undefined : { cause });
    this.statusCode = ErrorCode[code];
  }
}

export const unauthorized = () => new AppError("UNAUTHORIZED", "unauthorized");
export const forbidden = () => new AppError("FORBIDDEN", "forbidden");
export const notFound = () => new AppError("NOT_FOUND", "not_found");
export const validation = (path: string, key: ServerMessageKey) =>
  new AppError("VALIDATION_ERROR", "validation_failed", [{ path, message: key }]);

/** The database cannot be reached: 503 with a message to try again. */
export const databaseUnavailable = (cause?: unknown) =>
  new AppError("SERVICE_UNAVAILABLE", "database_unavailable", undefined, cause);
/** The file store cannot be reached or cannot write: 503, and no record is saved. */
export const fileStoreUnavailable = (cause?: unknown) =>
  new AppError("SERVICE_UNAVAILABLE", "file_store_unavailable", undefined, cause);
