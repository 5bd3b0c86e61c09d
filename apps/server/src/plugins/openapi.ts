// OpenAPI pieces shared by every route: the error responses and the Bearer security requirement.
import { ErrorBody } from "@fincareer/domain/contract/common";

/** Response schemas for failures: every 4xx and 5xx body is `{ error, message }`. */
export const ERRORS = { "4xx": ErrorBody, "5xx": ErrorBody } as const;

/** Security requirement of routes that need `Authorization: Bearer <token>`. */
export const SECURED = [{ bearerAuth: [] }];
