import { ErrorCode, type ServerMessageKey } from "@trms/shared";

export interface ErrorDetail {
  path: string;
  message: ServerMessageKey | string;
}

/** An expected failure: carries the contract's code and a message key translated per request. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: ServerMessageKey,
    readonly details?: ErrorDetail[],
  ) {
    super(messageKey);
    this.statusCode = ErrorCode[code];
  }
}

export const unauthorized = () => new AppError("UNAUTHORIZED", "unauthorized");
export const forbidden = () => new AppError("FORBIDDEN", "forbidden");
export const notFound = () => new AppError("NOT_FOUND", "not_found");
export const validation = (path: string, key: ServerMessageKey) =>
  new AppError("VALIDATION_ERROR", "validation_failed", [{ path, message: key }]);
