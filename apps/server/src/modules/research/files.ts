// Submission files: checked by content (file-type's magic numbers; Office packages inflated under byte caps by
// lib/uploads/ooxml-check.ts before anything else reads them), stored
// under the storage key research/<generated name> (DATA_DIR/uploads/research or the bucket), and read back only
// through those names.
import { randomUUID } from "node:crypto";
import { basename, join } from "node:path";
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { RESEARCH_FILE_MAX_BYTES, RESEARCH_FILE_TYPES } from "@fincareer/domain/contract/research";
import type { ResearchFileType } from "@fincareer/domain/contract/research";
import { AppError, badRequest } from "../../lib/errors.ts";
import type { ObjectStorage } from "../../platform/storage/storage.ts";
import { checkOoxmlParts, checkZipPackage, isZip } from "../../lib/uploads/ooxml-check.ts";
import type { ZipScan } from "../../lib/uploads/ooxml-check.ts";

/** MIME type of each accepted file type (what downloads are served as). */
export const RESEARCH_MIME: Record<ResearchFileType, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

const STORED_NAME = /^[0-9a-f-]{36}\.(pdf|xlsx|docx|pptx)$/;

/** An uploaded file that passed the checks. */
export interface CheckedFile {
  name: string;
  type: ResearchFileType;
  size: number;
  buffer: Buffer;
}

/** The learner's file name reduced to a safe display/download name (no folders, no control characters). */
export function safeFileName(name: string): string {
  const base = basename(name.replace(/\\/g, "/"))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "_")
    .trim();
  const trimmed = base.length > 150 ? base.slice(base.length - 150) : base;
  return trimmed === "" || trimmed === "." || trimmed === ".." ? "file" : trimmed;
}

function isResearchFileType(x: string): x is ResearchFileType {
  return (RESEARCH_FILE_TYPES as readonly string[]).includes(x);
}

/**
 * Checks an upload: the name's extension must be an accepted type and the content must be that type (magic
 * numbers, and for Office files a safe package with the type's main part). Throws a 400, 413 or 422 AppError.
 */
export async function checkUpload(fileName: string, buffer: Buffer): Promise<CheckedFile> {
  const name = safeFileName(fileName);
  if (buffer.length > RESEARCH_FILE_MAX_BYTES) throw fileTooLarge();
  if (buffer.length === 0) throw badRequest(`file: ${name} is empty`, "invalid_file");
  const ext = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  if (!isResearchFileType(ext)) {
    throw badRequest(`file: only PDF, XLSX, DOCX or PPTX files are accepted (got ${name})`, "invalid_file");
  }
  // Office files are inflated under the caps first: file-type and the part check then read a package known safe.
  let scanned: ZipScan | null = null;
  if (ext !== "pdf" && isZip(buffer)) scanned = await checkZipPackage(buffer, name);
  const detected = await fileTypeFromBuffer(buffer);
  if (detected?.ext !== ext) {
    const what = detected ? `.${detected.ext}` : "not a recognised document";
    throw badRequest(
      `file: the content of ${name} is not a .${ext} file (it looks like ${what})`,
      "file_type_mismatch",
    );
  }
  if (ext !== "pdf") {
    if (!scanned) throw badRequest(`file: ${name} is not a valid .${ext} document`, "invalid_file");
    checkOoxmlParts(scanned, ext, name);
  }
  return { name, type: ext, size: buffer.length, buffer };
}

/** 413 for a file above RESEARCH_FILE_MAX_BYTES. */
export function fileTooLarge(): AppError {
  return new AppError(
    "file_too_large",
    413,
    `file: larger than ${RESEARCH_FILE_MAX_BYTES / 1024 / 1024} MB, the most a submission may carry`,
  );
}

/** The local folder submission files live in (the layout of DATA_DIR/uploads). */
export function researchFilesDir(uploadsDir: string): string {
  return join(uploadsDir, "research");
}

/** The storage key of a stored name, or null when the name is not one storeFile generates (no path tricks). */
export function storedKey(stored: string | null): string | null {
  if (!stored || !STORED_NAME.test(stored)) return null;
  return `research/${stored}`;
}

/** Stores a checked file under a generated name (durably: the row that points at it commits after) and returns it. */
export async function storeFile(storage: ObjectStorage, file: CheckedFile): Promise<string> {
  const stored = `${randomUUID()}.${file.type}`;
  await storage.put(`research/${stored}`, Readable.from([file.buffer]), {
    contentType: RESEARCH_MIME[file.type],
    maxBytes: RESEARCH_FILE_MAX_BYTES,
  });
  return stored;
}

/** Deletes a stored file (ignores a missing one). */
export async function deleteStoredFile(storage: ObjectStorage, stored: string | null): Promise<void> {
  const key = storedKey(stored);
  if (key) await storage.delete(key);
}

/** A Content-Disposition header value for a download name (ASCII fallback plus RFC 5987 UTF-8 name). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a stored file as a download (404 when it has gone from the storage). */
export async function sendResearchFile(
  reply: FastifyReply,
  storage: ObjectStorage,
  file: { stored: string; name: string; type: ResearchFileType },
): Promise<FastifyReply> {
  const key = storedKey(file.stored);
  const found = key ? await storage.get(key) : null;
  if (!found) throw new AppError("no_file", 404, "the file of this research is missing");
  return reply
    .header("content-type", RESEARCH_MIME[file.type])
    .header("content-length", found.size)
    .header("content-disposition", contentDisposition(file.name))
    .header("cache-control", "private, no-store")
    .send(found.stream);
}
