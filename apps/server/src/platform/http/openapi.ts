// OpenAPI pieces shared by every route: the error responses, the Bearer security requirement, and the media types
// of downloads.
import type { z } from "zod";
import { ErrorBody } from "@fincareer/domain/contract/common";

/** Response schemas for failures: every 4xx and 5xx body is `{ error, message }`. */
export const ERRORS = { "4xx": ErrorBody, "5xx": ErrorBody } as const;

/** Security requirement of routes that need `Authorization: Bearer <token>`. */
export const SECURED = [{ bearerAuth: [] }];

/** The JSON-schema key that carries a download's media types from its zod schema to the OpenAPI document. */
const MEDIA_TYPES = "x-media-types";

/**
 * A download's 200 schema (CSV, xlsx, .ics, video, captions, photo, PDF): documented under its real media types
 * instead of application/json (withDownloadMediaTypes moves it there).
 */
export function download<T extends z.ZodType>(schema: T, ...mediaTypes: [string, ...string[]]): T {
  return schema.meta({ [MEDIA_TYPES]: mediaTypes });
}

type Content = Record<string, { schema?: Record<string, unknown> }>;
type Operation = { responses?: Record<string, { content?: Content }> };

/**
 * The swagger transformObject: every response whose JSON schema names media types (download) is documented under
 * each of them, as a binary string unless it is text, in place of application/json.
 */
export function withDownloadMediaTypes<T>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths))
    for (const op of Object.values(operations))
      for (const response of Object.values(op.responses ?? {})) {
        const json = response.content?.["application/json"]?.schema;
        const types = json?.[MEDIA_TYPES] as string[] | undefined;
        if (!json || !types) continue;
        const { [MEDIA_TYPES]: _types, ...schema } = json;
        response.content = Object.fromEntries(
          types.map((type) => [
            type,
            {
              schema: /^text\//.test(type)
                ? { ...schema, type: "string" }
                : { ...schema, type: "string", format: "binary" },
            },
          ]),
        );
      }
  return doc;
}
