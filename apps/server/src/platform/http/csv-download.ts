// A CSV file as a download: one media type, one attachment header, never cached (the files hold learners' data).
// The text itself is written by lib/csv.ts (byte-order mark, formula-like cells neutralised).
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { download } from "./openapi.ts";

/** A CSV download: the file's name and its text. */
export interface CsvFile {
  body: string;
  fileName: string;
}

/** The response schema of a CSV route (the OpenAPI document names its media type). */
export const CsvText = download(
  z.string().describe("text/csv (UTF-8 with a byte-order mark; formula-like cells neutralised)"),
  "text/csv",
);

/** Sends a CSV file as an attachment. */
export function sendCsv(reply: FastifyReply, file: CsvFile): FastifyReply {
  return reply
    .type("text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "private, no-store")
    .send(file.body);
}
