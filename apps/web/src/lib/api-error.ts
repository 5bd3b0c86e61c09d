import type { FieldError } from "@fincareer/domain/contract/common";

/** A failed API call: the HTTP status and the server's `{ error, message }` body (SPEC.md section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** A server error's request id (5xx bodies carry it), also quoted at the end of the message. */
  readonly requestId: string | null;
  /** On a 400 about fields: each field's path (`body.linkedin_url`) and its plain message. */
  readonly fields: readonly FieldError[];

  constructor(
    status: number,
    code: string,
    message: string,
    requestId: string | null = null,
    fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.fields = fields;
  }
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
